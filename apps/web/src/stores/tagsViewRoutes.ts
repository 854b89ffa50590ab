import { create } from 'zustand';
import { currentArea } from '../utils/area.ts';
import { Session } from '../utils/storage.ts';

export interface TagView {
  /** Tab identity: path, plus the query values when there are any (shell-reference §4). */
  key: string;
  path: string;
  /** Full URL (path + search) to navigate back to. */
  url: string;
  title: string;
  icon?: string | null;
  isAffix?: boolean;
}

interface TagsViewState {
  tagsViewRoutes: TagView[];
  isTagsViewCurrenFull: boolean;
  setTags: (tags: TagView[]) => void;
  addTag: (tag: TagView) => void;
  removeTag: (key: string) => void;
  setCurrenFull: (full: boolean) => void;
}

function persist(tags: TagView[]): void {
  Session.set(currentArea(), 'tagsViewList', tags);
}

export const useTagsViewRoutes = create<TagsViewState>((set, get) => ({
  tagsViewRoutes: [],
  isTagsViewCurrenFull: false,
  setTags: (tagsViewRoutes) => {
    persist(tagsViewRoutes);
    set({ tagsViewRoutes });
  },
  addTag: (tag) => {
    const list = get().tagsViewRoutes;
    const index = list.findIndex((t) => t.key === tag.key);
    const next = index >= 0 ? list.map((t, i) => (i === index ? { ...t, ...tag } : t)) : [...list, tag];
    persist(next);
    set({ tagsViewRoutes: next });
  },
  removeTag: (key) => {
    const next = get().tagsViewRoutes.filter((t) => t.key !== key);
    persist(next);
    set({ tagsViewRoutes: next });
  },
  setCurrenFull: (isTagsViewCurrenFull) => {
    Session.set(currentArea(), 'isTagsViewCurrenFull', isTagsViewCurrenFull);
    set({ isTagsViewCurrenFull });
  },
}));
