import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Spin, theme } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clockParts } from '../../../utils/clock.ts';
import { BOARD_REFRESH_MS } from './range.ts';
import './board.css';

export interface BoardFrameProps {
  title: string;
  /** The time range the figures cover, as shown on screen (null while loading). */
  rangeLabel: string | null;
  timeZone?: string | null;
  /** A page of its own (the full-screen routes): fills the window instead of the console's content area. */
  fullPage?: boolean;
  /** A decorative background (the "background" board). */
  decorated?: boolean;
  /** Last successful load (ms), shown in the footer. */
  updatedAt?: number;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** Controls beside the title (a range picker). */
  extra?: ReactNode;
  children?: ReactNode;
}

/** Seconds tick for the clock. */
export function useNow(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The frame every board shares: dark theme, title, time-range label, clock in the tenant's zone,
 * full-screen toggle (the board element itself, so a TV shows the board only), the refresh period
 * and the last update. The panels inside size themselves to the frame (CSS grid) and their charts
 * follow with ResizeObserver.
 */
export function BoardFrame(props: BoardFrameProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const now = useNow();
  const clock = clockParts(now, props.timeZone);

  useEffect(() => {
    const sync = () => setFullscreen(!!document.fullscreenElement && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void ref.current?.requestFullscreen?.().catch(() => undefined);
  };
  const updated = props.updatedAt ? clockParts(new Date(props.updatedAt), props.timeZone).time : '';
  const fsLabel = t(fullscreen ? 'boards.frame.exitFullscreen' : 'boards.frame.fullscreen');

  return (
    <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
      <div
        ref={ref}
        className={`pf-board${props.fullPage ? ' is-page' : ''}${props.decorated ? ' is-decorated' : ''}`}
        data-testid="board-frame"
      >
        <header className="pf-board-header">
          <div className="pf-board-side">
            {props.rangeLabel ? (
              <span className="pf-board-range" data-testid="board-range">
                {props.rangeLabel}
              </span>
            ) : null}
            {props.extra}
          </div>
          <h1 className="pf-board-title" data-testid="board-title">
            {props.title}
          </h1>
          <div className="pf-board-side is-right">
            <div className="pf-board-clock" data-testid="board-clock">
              <span className="pf-board-clock-time">{clock.time}</span>
              <span className="pf-board-clock-date">
                {clock.date}
                {props.timeZone ? ` · ${t('boards.frame.zone', { zone: props.timeZone })}` : ''}
              </span>
            </div>
            <Button
              type="text"
              className="pf-board-icon"
              icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
              aria-label={fsLabel}
              title={fsLabel}
              onClick={toggle}
              data-testid="board-fullscreen"
            />
          </div>
        </header>
        <main className="pf-board-main">
          {props.error && props.loading === false ? (
            <div className="pf-board-state" data-testid="board-error">
              <p>{t('boards.frame.loadFailed')}</p>
              {props.onRetry ? <Button onClick={props.onRetry}>{t('boards.frame.retry')}</Button> : null}
            </div>
          ) : props.loading ? (
            <div className="pf-board-state">
              <Spin size="large" />
            </div>
          ) : (
            props.children
          )}
        </main>
        <footer className="pf-board-footer">
          <span>{t('boards.frame.refresh', { seconds: BOARD_REFRESH_MS / 1000 })}</span>
          {updated ? <span data-testid="board-updated">{t('boards.frame.updatedAt', { time: updated })}</span> : null}
        </footer>
      </div>
    </ConfigProvider>
  );
}

export interface BoardPanelProps {
  title: string;
  /** What range the panel's figures cover (or "now"). */
  subtitle?: string;
  /** Drawn from generated data: says so on screen. */
  generated?: boolean;
  testId?: string;
  className?: string;
  children: ReactNode;
}

/** One panel of a board: its title, its time range, and whether its data are live or generated. */
export function BoardPanel({ title, subtitle, generated, testId, className, children }: BoardPanelProps) {
  const { t } = useTranslation();
  return (
    <section className={`pf-board-panel ${className ?? ''}`} data-testid={testId}>
      <div className="pf-board-panel-head">
        <h2 className="pf-board-panel-title">{title}</h2>
        <span
          className={`pf-board-badge ${generated ? 'is-generated' : 'is-real'}`}
          title={generated ? t('boards.generatedHint') : undefined}
        >
          {generated ? t('boards.generated') : t('boards.real')}
        </span>
      </div>
      {subtitle ? <div className="pf-board-panel-sub">{subtitle}</div> : null}
      <div className="pf-board-panel-body">{children}</div>
    </section>
  );
}
