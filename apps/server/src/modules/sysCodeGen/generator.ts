import type { CodeGenControl, CodeGenQueryType, GeneratedFile, LocalizedText } from '@printfloor/contract';
import { LANGUAGES } from '@printfloor/contract';

/**
 * The code generator: pure functions from a record and its column configs to the files of a new
 * resource in the project's own shape — the migration (a TENANT table with row-level security and
 * its indexes), the contract declaration with its labels and menu title in four languages, the
 * console view (the generic resource page) and the menu catalogue entry. Nothing here reads the
 * database or the disk; the service feeds it and the routes answer its files.
 */

export interface GenColumn {
  columnName: string;
  propertyName: string;
  dataType: string;
  label: LocalizedText;
  control: CodeGenControl;
  queryType: CodeGenQueryType;
  required: boolean;
  listVisible: boolean;
  formVisible: boolean;
  dictCode: string | null;
  maxLength: number | null;
}

export interface CodeGenSpec {
  tableName: string;
  resourceName: string;
  domain: string;
  businessName: LocalizedText;
  menuIcon: string;
  migrationNo: number;
  columns: readonly GenColumn[];
}

/** The actions the generated resource declares (and the menu's buttons, one per action). */
export const GENERATED_ACTIONS = [
  'page',
  'list',
  'detail',
  'add',
  'update',
  'delete',
  'batchDelete',
  'export',
] as const;

/** `order_code` → `orderCode`. */
export function camelCase(column: string): string {
  return column.replace(/_+([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** `orderCode` → `OrderCode`. */
const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
/** `holidayPlan` → `HOLIDAY_PLAN`. */
const constCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();

/** The PostgreSQL type a control's column gets in a new table. */
export function dataTypeOf(control: CodeGenControl): string {
  switch (control) {
    case 'integer':
      return 'int';
    case 'number':
      return 'numeric(18,4)';
    case 'money':
      return 'numeric(18,2)';
    case 'switch':
      return 'boolean';
    case 'date':
      return 'date';
    case 'datetime':
      return 'timestamptz';
    default:
      return 'text';
  }
}

/** The control an existing column gets from its catalogue type (format_type). */
export function controlOf(dataType: string): CodeGenControl {
  const t = dataType.toLowerCase();
  if (/^(smallint|integer|bigint|int)/.test(t)) return 'integer';
  if (/^numeric\(\d+,2\)$/.test(t)) return 'money';
  if (/^(numeric|real|double precision|decimal)/.test(t)) return 'number';
  if (t === 'boolean') return 'switch';
  if (t === 'date') return 'date';
  if (t.startsWith('timestamp')) return 'datetime';
  return 'input';
}

/** varchar(n) → n; other types carry no length. */
export function maxLengthOf(dataType: string): number | null {
  const m = /^character varying\((\d+)\)$/.exec(dataType);
  return m ? Number(m[1]) : null;
}

const FIELD_TYPES: Record<CodeGenControl, string> = {
  input: 'string',
  textarea: 'text',
  integer: 'integer',
  number: 'number',
  money: 'money',
  switch: 'boolean',
  date: 'date',
  datetime: 'datetime',
  dict: 'dict',
};

/** A TypeScript string literal (single quotes, as the project writes them). */
export function tsString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\r?\n/g, '\\n')}'`;
}

/** An SQL string literal. */
const sqlString = (value: string) => `'${value.replace(/'/g, "''")}'`;

const labelCall = (label: LocalizedText) => `L(${LANGUAGES.map((lang) => tsString(label[lang])).join(', ')})`;

/** The search a column's query type gives, coerced to what its field type supports. */
function searchOf(column: GenColumn): string | null {
  const type = FIELD_TYPES[column.control];
  if (column.queryType === 'none') return null;
  if (column.queryType === 'like') return type === 'string' || type === 'text' ? 'like' : 'eq';
  if (column.queryType === 'range')
    return ['integer', 'number', 'money', 'date', 'datetime'].includes(type) ? 'range' : 'eq';
  return 'eq';
}

export function migrationFile(spec: CodeGenSpec): GeneratedFile {
  const no = String(spec.migrationNo).padStart(4, '0');
  const columns = spec.columns.map((c) => {
    const type = c.control === 'input' && c.maxLength ? `varchar(${c.maxLength})` : c.dataType;
    const notNull = c.required || c.control === 'switch' ? ' not null' : '';
    const fallback = c.control === 'switch' ? ' default false' : '';
    return `  ${c.columnName} ${type}${notNull}${fallback},`;
  });
  const indexes = spec.columns
    .filter((c) => c.queryType !== 'none' && c.control !== 'textarea')
    .map(
      (c) =>
        `create index if not exists ${spec.tableName}_${c.columnName} on ${spec.tableName} (tenant_id, ${c.columnName}) where not is_delete;`,
    );
  const comments = spec.columns.map(
    (c) => `comment on column ${spec.tableName}.${c.columnName} is ${sqlString(c.label.en)};`,
  );
  const content = [
    `-- ${spec.businessName.en} (resource ${spec.resourceName}), made by the code generator. TENANT table:`,
    '-- tenant_id leads the key and every index; row-level security through pf_tenant_table.',
    `create table if not exists ${spec.tableName} (`,
    "  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),",
    ...columns,
    '  create_time timestamptz not null default now(), update_time timestamptz,',
    '  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,',
    '  is_delete boolean not null default false, create_org_id bigint, create_org_name text,',
    '  primary key (tenant_id, id)',
    ');',
    ...indexes,
    ...comments,
    `select pf_tenant_table('${spec.tableName}');`,
    '',
  ].join('\n');
  return {
    path: `apps/server/src/modules/${spec.domain}/migrations/${no}_${spec.tableName}.sql`,
    language: 'sql',
    content,
  };
}

function fieldLines(column: GenColumn): string[] {
  const parts = [
    `type: ${tsString(FIELD_TYPES[column.control])}`,
    `column: ${tsString(column.columnName)}`,
    `label: ${labelCall(column.label)}`,
  ];
  if (column.required) parts.push('required: true');
  if (column.control === 'input' && column.maxLength) parts.push(`max: ${column.maxLength}`);
  if (column.control === 'money' || column.control === 'number') parts.push('min: 0');
  if (column.control === 'dict' && column.dictCode) parts.push(`dict: ${tsString(column.dictCode)}`);
  const search = searchOf(column);
  if (search) parts.push(`search: ${tsString(search)}`);
  if (column.listVisible) parts.push('sortable: true');
  else parts.push('list: false');
  if (!column.formVisible) parts.push('form: false');
  return [`    ${column.propertyName}: {`, ...parts.map((p) => `      ${p},`), '    },'];
}

export function contractFile(spec: CodeGenSpec): GeneratedFile {
  const name = spec.resourceName;
  const content = [
    "import type { TitleRow } from '../domain.ts';",
    "import type { LocalizedText } from '../i18n/labels.ts';",
    "import { defineResource } from '../resources/define.ts';",
    '',
    'const L = (zhCN: string, en: string, zhTW: string, ptBR: string): LocalizedText => ({',
    "  'zh-CN': zhCN,",
    '  en,',
    "  'zh-TW': zhTW,",
    "  'pt-BR': ptBR,",
    '});',
    '',
    `/** ${spec.businessName.en} (table ${spec.tableName}), made by the code generator. */`,
    `export const ${name}Resource = defineResource({`,
    `  name: ${tsString(name)},`,
    `  table: ${tsString(spec.tableName)},`,
    "  scope: 'tenant',",
    `  title: ${labelCall(spec.businessName)},`,
    '  fields: {',
    ...spec.columns.flatMap(fieldLines),
    '  },',
    `  actions: [${GENERATED_ACTIONS.map(tsString).join(', ')}],`,
    '});',
    '',
    `/** The menu title of the screen (menu.${name}) in zh-CN, en, zh-TW, pt-BR. */`,
    `export const ${constCase(name)}_MENU_TITLES: Readonly<Record<string, TitleRow>> = {`,
    `  ${name}: [${LANGUAGES.map((lang) => tsString(spec.businessName[lang])).join(', ')}],`,
    '};',
    '',
  ].join('\n');
  return { path: `packages/contract/src/${spec.domain}/${name}.ts`, language: 'typescript', content };
}

export function viewFile(spec: CodeGenSpec): GeneratedFile {
  const name = spec.resourceName;
  const content = [
    `import { ${name}Resource } from '@printfloor/contract';`,
    "import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';",
    '',
    `/** ${spec.businessName.en} (menu ${name}, component /${spec.domain}/${name}/index): the generic page of the declaration. */`,
    `export default function ${pascal(name)}Page() {`,
    `  return <ResourcePage resource={${name}Resource} />;`,
    '}',
    '',
  ].join('\n');
  return { path: `apps/web/src/views/${spec.domain}/${name}/index.tsx`, language: 'typescript', content };
}

/** Section 900 of our menu ids is the generated screens'; the item is the migration number. */
export const GENERATED_MENU_SECTION = 900;

export function menuFile(spec: CodeGenSpec): GeneratedFile {
  const name = spec.resourceName;
  const content = [
    "import { codes, type MenuNode, ourId } from './types.ts';",
    '',
    `/** The menu of ${spec.businessName.en}: add it to the children of its directory in the catalogue. */`,
    `export const ${constCase(name)}_MENU: MenuNode = {`,
    `  id: ourId(${GENERATED_MENU_SECTION}, ${spec.migrationNo}),`,
    `  name: ${tsString(name)},`,
    `  path: ${tsString(`/${spec.domain}/${name}`)},`,
    `  component: ${tsString(`/${spec.domain}/${name}/index`)},`,
    `  icon: ${tsString(spec.menuIcon)},`,
    '  orderNo: 100,',
    `  buttons: codes(${tsString(name)}, [${GENERATED_ACTIONS.map(tsString).join(', ')}]),`,
    '};',
    '',
  ].join('\n');
  return {
    path: `apps/server/src/seed/menu-catalogue/generated-${name}.ts`,
    language: 'typescript',
    content,
  };
}

export function readmeFile(spec: CodeGenSpec, files: readonly GeneratedFile[]): GeneratedFile {
  const name = spec.resourceName;
  const content = [
    `# ${spec.businessName.en} (${name})`,
    '',
    'Files made by the code generator, each at its path from the repository root:',
    '',
    ...files.map((f) => `- \`${f.path}\``),
    '',
    'To wire them in:',
    '',
    `1. Add \`${name}Resource\` to the resources of \`packages/contract/src/${spec.domain}/\` (its index.ts list)`,
    `   and \`${constCase(name)}_MENU_TITLES\` to the domain's menu titles.`,
    `2. Check the migration number (${String(spec.migrationNo).padStart(4, '0')}) is free and the domain's module has a \`migrations\` folder.`,
    `3. Add \`${constCase(name)}_MENU\` to the children of the \`${spec.domain}\` directory in the menu catalogue,`,
    '   and grant its buttons to the roles that need them.',
    '4. Run `npm run typecheck` and `npm run lint`.',
    '',
  ].join('\n');
  return { path: `docs/generated/${name}.md`, language: 'markdown', content };
}

/** Every file of the resource, in the order they are shown. */
export function generateFiles(spec: CodeGenSpec): GeneratedFile[] {
  const files = [migrationFile(spec), contractFile(spec), viewFile(spec), menuFile(spec)];
  return [...files, readmeFile(spec, files)];
}
