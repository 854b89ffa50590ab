import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MENU_TITLES as CONTRACT_MENU_TITLES } from '@printfloor/contract';
import dayjs from 'dayjs';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n, {
  antdLocaleOf,
  applyLanguage,
  DAYJS_LOCALES,
  isLanguageLoaded,
  loadLanguage,
  loadMenuTitles,
  loadPageMessages,
  translateTitle,
} from '../src/i18n/index.ts';
import en from '../src/i18n/lang/en.ts';
import ptBR from '../src/i18n/lang/pt-BR.ts';
import zhCN from '../src/i18n/lang/zh-CN.ts';
import zhTW from '../src/i18n/lang/zh-TW.ts';
import { menuTitlesFrom } from '../src/i18n/menuTitles.ts';

import { PAGE_MESSAGES } from '../src/i18n/pageMessages.ts';

// The shell messages of each language with the pages' messages merged in when they load.
const MESSAGES = {
  'zh-CN': { ...zhCN, ...PAGE_MESSAGES['zh-CN'] },
  en: { ...en, ...PAGE_MESSAGES.en },
  'zh-TW': { ...zhTW, ...PAGE_MESSAGES['zh-TW'] },
  'pt-BR': { ...ptBR, ...PAGE_MESSAGES['pt-BR'] },
} as const;

function flatten(obj: unknown, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (obj && typeof obj === 'object') {
    for (const [k, v] of Object.entries(obj)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (v && typeof v === 'object') Object.assign(out, flatten(v, key));
      else out[key] = v;
    }
  }
  return out;
}

const reference = flatten(MESSAGES['zh-CN']);

beforeAll(async () => {
  await Promise.all([...Object.keys(MESSAGES).map((lang) => loadLanguage(lang)), loadMenuTitles(), loadPageMessages()]);
});

describe('language completeness', () => {
  for (const [lang, messages] of Object.entries(MESSAGES)) {
    it(`${lang} has every key, each a non-empty string with the same placeholders`, () => {
      const flat = flatten(messages);
      expect(Object.keys(flat).sort()).toEqual(Object.keys(reference).sort());
      for (const [key, value] of Object.entries(flat)) {
        expect(typeof value, key).toBe('string');
        expect((value as string).trim().length, key).toBeGreaterThan(0);
        const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        expect(vars(value as string), key).toEqual(vars(reference[key] as string));
      }
    });
  }

  it('loads the messages, antd and dayjs locale of every language on demand', async () => {
    for (const lang of Object.keys(MESSAGES)) {
      await loadLanguage(lang);
      expect(isLanguageLoaded(lang), lang).toBe(true);
      expect(DAYJS_LOCALES[lang as keyof typeof DAYJS_LOCALES]).toBeTruthy();
      expect(i18n.hasResourceBundle(lang, 'translation'), lang).toBe(true);
    }
    expect(antdLocaleOf('pt-br').locale).toBe('pt-br');
    expect(antdLocaleOf('en').locale).toBe('en');
    expect(antdLocaleOf('zh-tw').locale).toBe('zh-tw');
    expect(antdLocaleOf('zh-cn').locale).toBe('zh-cn');
  });

  it('applies a language that is not loaded yet once it has loaded', async () => {
    applyLanguage('en');
    await loadLanguage('en');
    await Promise.resolve();
    expect(i18n.language).toBe('en');
    applyLanguage('zh-cn');
    expect(i18n.language).toBe('zh-CN');
  });

  it('switches i18next and dayjs together', () => {
    applyLanguage('pt-br');
    expect(i18n.language).toBe('pt-BR');
    expect(dayjs.locale()).toBe('pt-br');
    expect(i18n.t('layout.logout')).toBe('Sair');
    applyLanguage('zh-tw');
    expect(dayjs.locale()).toBe('zh-tw');
    applyLanguage('zh-cn');
    expect(i18n.t('layout.logout')).toBe('退出登录');
  });

  it('translates menu title keys from the shared table in every language; literal text passes through', () => {
    const titles = menuTitlesFrom(CONTRACT_MENU_TITLES);
    const keys = Object.keys(CONTRACT_MENU_TITLES);
    expect(keys.length).toBeGreaterThan(0);
    for (const lang of Object.keys(MESSAGES)) {
      expect(Object.keys(titles[lang as keyof typeof titles]).sort(), lang).toEqual([...keys].sort());
    }
    applyLanguage('en');
    expect(translateTitle('menu.home')).toBe(CONTRACT_MENU_TITLES['menu.home']!.en);
    applyLanguage('pt-br');
    expect(translateTitle('menu.home')).toBe(CONTRACT_MENU_TITLES['menu.home']!['pt-BR']);
    expect(translateTitle('Plain title')).toBe('Plain title');
    applyLanguage('zh-cn');
  });
});

// ---- No hard-coded UI strings; every literal key exists ----

const SRC = join(__dirname, '..', 'src');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}
const TEXT_ATTRIBUTES = new Set(['placeholder', 'title', 'aria-label', 'alt', 'label', 'tip', 'okText', 'cancelText']);
const HAS_WORDS = /[A-Za-z\u3400-\u9fff]/;

describe('source strings', () => {
  const files = sourceFiles(SRC).filter((f) => !f.includes(`${join('i18n', 'lang')}`));

  it('no JSX text or text attribute is a literal', () => {
    const offenders: string[] = [];
    for (const file of files.filter((f) => f.endsWith('.tsx'))) {
      const source = ts.createSourceFile(
        file,
        readFileSync(file, 'utf8'),
        ts.ScriptTarget.Latest,
        true,
        ts.ScriptKind.TSX,
      );
      const visit = (node: ts.Node) => {
        if (ts.isJsxText(node) && HAS_WORDS.test(node.text)) offenders.push(`${file}: "${node.text.trim()}"`);
        if (
          ts.isJsxAttribute(node) &&
          TEXT_ATTRIBUTES.has(node.name.getText()) &&
          node.initializer &&
          ts.isStringLiteral(node.initializer) &&
          HAS_WORDS.test(node.initializer.text)
        ) {
          offenders.push(`${file}: ${node.name.getText()}="${node.initializer.text}"`);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(offenders).toEqual([]);
  });

  it("every literal t('…') key exists in the messages", () => {
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.-]+)'/g)) {
        const key = m[1]!;
        if (!(key in reference)) missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
