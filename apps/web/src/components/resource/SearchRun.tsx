import type {
  Language,
  ReasonLink,
  Resource,
  TransitionInfo,
  TransitionReasonGroup,
  TransitionSearchResult,
} from '@printfloor/contract';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, List, Modal, Progress, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { onLive } from '../../api/live.ts';
import { resourceApi, resourceKeys } from '../../api/resource.ts';
import { currentArea } from '../../utils/area.ts';
import { localized } from './lang.ts';

/** A list's whole search: the filters its page call sends, and how many rows they match. */
export interface WholeSearch {
  filters: Record<string, unknown>;
  total: number;
}

interface Run {
  transition: TransitionInfo;
  total: number;
  runId: string;
  done: number;
  result: TransitionSearchResult | null;
}

/** An id for the run's progress events (the server only passes it back). */
const newRunId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** The console URL of a fix: the path in the current area, the target list's search as its query. */
export function reasonHref(link: ReasonLink): string {
  const query = new URLSearchParams(link.query ?? {}).toString();
  return `/${currentArea()}${link.path}${query ? `?${query}` : ''}`;
}

/**
 * A transition run on a list's whole search (TransitionDef.wholeSearch, docs/resources.md "A whole
 * search"): `confirm` asks first, naming how many rows; `run` sends the search's filters and a run id,
 * shows a progress bar fed by the live events `transitionProgress` of that id while the server works
 * through its chunks, then what came of it — rows moved, and the refused by reason with examples and
 * where to fix each. Render `view` once in the page.
 */
export function useSearchRun(
  resource: Resource,
  lang: Language,
  options: { invalidate?: readonly QueryKey[]; onDone?: () => void } = {},
) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [run, setRun] = useState<Run | null>(null);
  const api = resourceApi(resource.name);
  const runId = run?.runId;

  useEffect(() => {
    if (!runId) return;
    return onLive((event) => {
      if (event.type !== 'transitionProgress' || event.runId !== runId) return;
      setRun((r) => (r && r.runId === runId && !r.result ? { ...r, done: Math.max(r.done, event.done) } : r));
    });
  }, [runId]);

  const start = async (transition: TransitionInfo, whole: WholeSearch, input: Record<string, unknown> = {}) => {
    const id = newRunId();
    setRun({ transition, total: whole.total, runId: id, done: 0, result: null });
    try {
      const result = await api.transitionOnSearch(transition.name, { ...input, search: whole.filters, runId: id });
      setRun((r) => (r?.runId === id ? { ...r, done: result.total, result } : r));
      options.onDone?.();
    } catch {
      // The request layer showed the refusal (e.g. R0009, too many rows): nothing was run.
      setRun((r) => (r?.runId === id ? null : r));
    } finally {
      for (const key of [resourceKeys(resource.name).all, ...(options.invalidate ?? [])])
        void queryClient.invalidateQueries({ queryKey: key });
    }
  };

  /** Asks before running, naming the action and the rows it will take. */
  const confirm = (transition: TransitionInfo, whole: WholeSearch) => {
    const action = localized(transition.label, lang);
    void modal.confirm({
      title: action,
      content: (
        <div data-testid="whole-search-confirm">
          <Typography.Paragraph>
            {t('resource.wholeSearchConfirm', { action, total: whole.total })}
          </Typography.Paragraph>
          {transition.confirm && (
            <Typography.Paragraph type="secondary">{localized(transition.confirm, lang)}</Typography.Paragraph>
          )}
        </div>
      ),
      okText: action,
      okButtonProps: { danger: !!transition.danger, 'data-testid': 'whole-search-ok' } as never,
      cancelText: t('resource.cancel'),
      onOk: () => {
        void start(transition, whole);
      },
    });
  };

  const action = run ? localized(run.transition.label, lang) : '';
  const view = (
    <Modal
      open={!!run}
      title={run?.result ? action : t('resource.wholeSearchRunning', { action })}
      closable={!!run?.result}
      mask={{ closable: false }}
      keyboard={!!run?.result}
      width={680}
      onCancel={() => setRun(null)}
      footer={
        run?.result ? (
          <Button type="primary" onClick={() => setRun(null)} data-testid="whole-search-close">
            {t('resource.close')}
          </Button>
        ) : null
      }
      destroyOnHidden
    >
      {run && !run.result && (
        <div data-testid="whole-search-progress">
          <Progress percent={run.total ? Math.floor((run.done / run.total) * 100) : 0} />
          <Typography.Text type="secondary">
            {t('resource.wholeSearchProgress', { done: run.done, total: run.total })}
          </Typography.Text>
        </div>
      )}
      {run?.result && <SearchRunResult result={run.result} action={action} onNavigate={() => setRun(null)} />}
    </Modal>
  );

  return { confirm, start, view, busy: !!run && !run.result };
}

/** What a whole-search run did: rows moved, and each refusal reason with its count, examples and fixes. */
export function SearchRunResult({
  result,
  action,
  onNavigate,
}: {
  result: TransitionSearchResult;
  action: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12} data-testid="whole-search-result">
      <Alert
        type={result.refusedCount ? (result.count ? 'warning' : 'error') : 'success'}
        showIcon
        message={t('resource.wholeSearchDone', { action, count: result.count, total: result.total })}
        data-testid="whole-search-summary"
      />
      {result.reasons.length > 0 && (
        <>
          <Typography.Text>{t('resource.wholeSearchRefused', { count: result.refusedCount })}</Typography.Text>
          <List<TransitionReasonGroup>
            size="small"
            bordered
            dataSource={result.reasons}
            style={{ maxHeight: 420, overflowY: 'auto' }}
            renderItem={(group) => (
              <List.Item data-testid={`whole-search-reason-${group.code}-${group.reason ?? 'none'}`}>
                <Flex vertical gap={4} style={{ width: '100%' }}>
                  <Space wrap>
                    <Tag>{group.code}</Tag>
                    <Typography.Text strong>{group.title}</Typography.Text>
                    <Tag color="red" data-testid="whole-search-reason-count">
                      {group.count}
                    </Tag>
                  </Space>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('resource.wholeSearchExamples', { codes: group.examples.join(', ') })}
                  </Typography.Text>
                  {group.links.length > 0 && (
                    <Space wrap>
                      {group.links.map((link) => (
                        <Link
                          key={reasonHref(link)}
                          to={reasonHref(link)}
                          onClick={onNavigate}
                          data-testid="whole-search-fix"
                        >
                          {t('resource.wholeSearchFix', { label: link.label })}
                        </Link>
                      ))}
                    </Space>
                  )}
                </Flex>
              </List.Item>
            )}
          />
        </>
      )}
    </Flex>
  );
}
