import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppstoreOutlined, HomeOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { describe, expect, it } from 'vitest';
import { ANTD_ICONS, iconComponent } from '../src/components/MenuIcon.tsx';

describe('menu icons', () => {
  it('resolves antd:<Name>, ele-<Name>, iconfont and fa names', () => {
    expect(iconComponent('antd:HomeOutlined')).toBe(HomeOutlined);
    expect(iconComponent('ele-Setting')).toBe(SettingOutlined);
    expect(iconComponent('iconfont icon-user')).toBe(UserOutlined);
    expect(iconComponent('fa fa-nothing-like-this')).toBe(AppstoreOutlined);
    expect(iconComponent('')).toBeNull();
  });

  it('knows every antd icon of the seeded menu catalogue', () => {
    const dir = join(__dirname, '..', '..', 'server', 'src', 'seed', 'menu-catalogue');
    const names = new Set<string>();
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/antd:(\w+)/g)) names.add(m[1]!);
    }
    expect(names.size).toBeGreaterThan(0);
    expect([...names].filter((n) => !ANTD_ICONS[n])).toEqual([]);
  });
});
