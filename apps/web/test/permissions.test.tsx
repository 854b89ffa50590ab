import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Auth, AuthAll, Auths } from '../src/components/auth/Auth.tsx';
import { auth, authAll, auths } from '../src/components/auth/permission.ts';
import { useAuth } from '../src/components/auth/useAuth.ts';
import { clampOffset, DraggableModal } from '../src/components/directives/DraggableModal.tsx';
import { ReclickButton } from '../src/components/directives/ReclickButton.tsx';
import { Ripple } from '../src/components/directives/Ripple.tsx';
import { useUserInfo } from '../src/stores/userInfo.ts';

function Probe() {
  const { auth: can } = useAuth();
  return <span>{can('sysRole:add') ? 'yes' : 'no'}</span>;
}

describe('permission semantics (v-auth, v-auths, v-auth-all)', () => {
  const held = ['sysUser:add', 'sysUser:page', 'sysUser:page'];
  it('auth: exact code', () => {
    expect(auth(held, 'sysUser:add')).toBe(true);
    expect(auth(held, 'sysUser')).toBe(false);
    expect(auth(held, 'sysuser:add')).toBe(false);
  });
  it('auths: any of', () => {
    expect(auths(held, ['x', 'sysUser:page'])).toBe(true);
    expect(auths(held, ['x', 'y'])).toBe(false);
    expect(auths(held, [])).toBe(false);
  });
  it('authAll: all of, duplicates ignored, empty list denies', () => {
    expect(authAll(held, ['sysUser:add', 'sysUser:page', 'sysUser:add'])).toBe(true);
    expect(authAll(held, ['sysUser:add', 'sysUser:delete'])).toBe(false);
    expect(authAll(held, [])).toBe(false);
  });
});

describe('permission components and hook', () => {
  beforeEach(() => {
    useUserInfo.getState().reset();
    useUserInfo
      .getState()
      .setUserInfos({ id: 1, account: 'a', realName: 'A', accountType: 777, buttons: ['sysUser:add'] });
  });

  it('Auth / Auths / AuthAll render children only when permitted; buttons merge ownBtnPermList', () => {
    useUserInfo.getState().setOwnButtons(['sysUser:page']);
    render(
      <div>
        <Auth value="sysUser:add">
          <button type="button">add</button>
        </Auth>
        <Auth value="sysUser:delete">
          <button type="button">delete</button>
        </Auth>
        <Auths value={['nope', 'sysUser:page']}>
          <span>any</span>
        </Auths>
        <AuthAll value={['sysUser:add', 'sysUser:page']}>
          <span>all</span>
        </AuthAll>
        <AuthAll value={['sysUser:add', 'nope']}>
          <span>not-all</span>
        </AuthAll>
      </div>,
    );
    expect(screen.queryByText('add')).toBeTruthy();
    expect(screen.queryByText('delete')).toBeNull();
    expect(screen.queryByText('any')).toBeTruthy();
    expect(screen.queryByText('all')).toBeTruthy();
    expect(screen.queryByText('not-all')).toBeNull();
  });

  it('follows changes of the button list', () => {
    render(<Probe />);
    expect(screen.getByText('no')).toBeTruthy();
    act(() => useUserInfo.getState().setOwnButtons(['sysRole:add']));
    expect(screen.getByText('yes')).toBeTruthy();
  });
});

describe('directive counterparts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('anti-double-click ignores clicks for 1 s, then accepts again', () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    render(<ReclickButton onClick={onClick}>save</ReclickButton>);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    act(() => vi.advanceTimersByTime(999));
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('ripple adds a wave at the click point and removes it after 450 + 750 ms', () => {
    vi.useFakeTimers();
    render(<Ripple color="green">tap</Ripple>);
    const host = screen.getByTestId('ripple');
    expect(host.className).toContain('waves-effect');
    fireEvent.mouseDown(host, { clientX: 5, clientY: 5 });
    expect(host.querySelectorAll('.waves-ripple').length).toBe(1);
    act(() => vi.advanceTimersByTime(450 + 750));
    expect(host.querySelectorAll('.waves-ripple').length).toBe(0);
  });

  it('draggable dialog offsets stay inside the viewport', () => {
    const rect = { left: 100, top: 50, width: 300, height: 200 };
    const viewport = { width: 800, height: 600 };
    expect(clampOffset({ x: 0, y: 0 }, { x: 40, y: 30 }, rect, viewport)).toEqual({ x: 40, y: 30 });
    expect(clampOffset({ x: 0, y: 0 }, { x: -500, y: -500 }, rect, viewport)).toEqual({ x: -100, y: -50 });
    expect(clampOffset({ x: 10, y: 10 }, { x: 900, y: 900 }, rect, viewport)).toEqual({ x: 410, y: 360 });
  });

  it('draggable dialog moves with its title', async () => {
    render(
      <DraggableModal open title="Move me" footer={null}>
        body
      </DraggableModal>,
    );
    const title = await screen.findByTestId('draggable-modal-title');
    fireEvent.mouseDown(title, { clientX: 100, clientY: 100 });
    fireEvent.mouseMove(window, { clientX: 130, clientY: 120 });
    fireEvent.mouseUp(window);
    expect(screen.getByTestId('draggable-modal').style.transform).toBe('translate(30px, 20px)');
    // After mouse up, moving does nothing.
    fireEvent.mouseMove(window, { clientX: 300, clientY: 300 });
    expect(screen.getByTestId('draggable-modal').style.transform).toBe('translate(30px, 20px)');
  });
});
