import { FullscreenOutlined } from '@ant-design/icons';
import { PRINT_AREA_OPTIONS, type ScanAnswer, ScanResult, type StationInfo } from '@printfloor/contract';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Image,
  Input,
  type InputRef,
  Modal,
  Select,
  Switch,
  Tag,
  Typography,
} from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productionApi, productionKeys, type StationService } from '../../../api/production.ts';
import { RequestError } from '../../../api/request.ts';
import { resourceApi, resourceKeys } from '../../../api/resource.ts';
import { useAuth } from '../../../components/auth/useAuth.ts';
import { localized, useLanguage } from '../../../components/resource/lang.ts';
import { useUserInfo } from '../../../stores/userInfo.ts';
import { currentArea } from '../../../utils/area.ts';
import { clockParts } from '../../../utils/clock.ts';
import { isFullscreenSupported, toggleFullscreen } from '../../../utils/fullscreen.ts';
import { Local } from '../../../utils/storage.ts';
import { beep, speak } from './feedback.ts';
import { OtherPrinterDialog } from './OtherPrinterDialog.tsx';
import { ReprintDialog } from './ReprintDialog.tsx';

/** Spec §8/§9: a scan that finds no data is tried this many times in all before giving up. */
export const SCAN_ATTEMPTS = 5;
/** The refusal of a code that finds no piece (it may not be written yet: retried). */
const NO_DATA = 'P1004';
/** The refusal of a print scan at another printer than the batch's that the factory allows with a reason. */
const NEEDS_PRINTER_REASON = 'P1047';
const HISTORY_SIZE = 20;

interface HistoryEntry {
  key: number;
  time: string;
  code: string;
  ok: boolean;
  text: string;
}

type ScanMode = { unqualified: boolean; defectId: number | null };

/** A scan refused until it gives a reason for printing at another printer than the batch's (P1047). */
interface ReasonAsked {
  code: string;
  workstationId: number;
  mode: ScanMode;
  text: string;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'busy'; code: string; retry: number }
  | { kind: 'ok'; answer: ScanAnswer }
  | { kind: 'error'; code: string; text: string };

/** The business code (`P1004`) and the text without it of a refused call's message `[P1004] text`. */
function refusal(error: unknown): { code: string | null; text: string } {
  const message = error instanceof Error ? error.message : String(error);
  const match = /^\[(\w+)\]\s*(.*)$/s.exec(message);
  return match ? { code: match[1] ?? null, text: match[2] ?? message } : { code: null, text: message };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The picker's options: one group per process, in the order the server lists the stations (the
 * page's route first, step by step — quality check and packing included —, then the other
 * processes, their group marked). Every option is rendered (no virtual list): eleven stations
 * already hid the last ones — quality check — below a list showing eight.
 */
export function stationOptions(stations: readonly StationInfo[], other: string) {
  const groups: { key: string; label: string; title: string; options: { value: number; label: string }[] }[] = [];
  for (const s of stations) {
    let group = groups.at(-1);
    // Keyed apart from the options' values (ids of another table may coincide).
    if (group?.key !== `process-${s.processId}`) {
      const label = s.onRoute ? s.processName : `${s.processName} · ${other}`;
      group = { key: `process-${s.processId}`, label, title: label, options: [] };
      groups.push(group);
    }
    group.options.push({
      value: s.id,
      label: `${s.code} ${s.name} · ${s.processName}${s.deviceName ? ` · ${s.deviceName}` : ''}`,
    });
  }
  return groups;
}

/** Clicks on these keep their own focus (pickers, switches, dialogs); anywhere else gives it back to the scan input. */
const KEEPS_FOCUS =
  'input, textarea, select, button, [role="combobox"], [role="switch"], .ant-select, .ant-modal, .ant-image-preview-root';

/**
 * A scan station (direct-print production, heat-print production, scan to transfer): pick the
 * workstation once (remembered per user), then everything is the keyboard — a keyboard-wedge
 * scanner types the code into the one input that always has focus and its Enter submits. The
 * answer shows large (piece n/N, order, SKU, product, this process → next, the print areas with
 * placement); refusals are shown as the server words them; a code that finds no data is retried
 * up to five attempts in all. F2 toggles the unqualified mode (F4 chooses its defect item), F8 reprints
 * (direct print), Esc clears.
 */
export function StationPage({ service, retryDelayMs = 400 }: { service: StationService; retryDelayMs?: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const userId = useUserInfo((s) => s.userInfos?.id ?? 0);
  // The scan log's clock is the tenant's (24-hour), like every time the console shows.
  const timeZone = useUserInfo((s) => s.userInfos?.timeZone ?? null);
  const area = currentArea();
  const prefKey = (name: string) => `station:${service}:${userId}:${name}`;

  const stations = useQuery({
    queryKey: productionKeys.stations(service),
    queryFn: () => productionApi.stations(service),
  });
  const [stationId, setStationId] = useState<number | null>(() => Local.get<number>(area, prefKey('workstation')));
  const station: StationInfo | undefined = stations.data?.find((s) => s.id === stationId);
  const [sound, setSound] = useState(() => Local.get<boolean>(area, prefKey('sound')) ?? true);
  const [voice, setVoice] = useState(() => Local.get<boolean>(area, prefKey('speech')) ?? false);

  // Reprint with a reason (F8): direct-print stations, for whoever holds dtgProduction:reprint.
  const { auth } = useAuth();
  const canReprint = service === 'dtgProduction' && auth('dtgProduction:reprint');
  const [reprinting, setReprinting] = useState(false);
  // A print scan at another printer than the batch's waiting for its reason.
  const [reasonAsked, setReasonAsked] = useState<ReasonAsked | null>(null);

  const [unqualified, setUnqualified] = useState(false);
  const [defectId, setDefectId] = useState<number | null>(null);
  const [picking, setPicking] = useState(false);
  const defects = useQuery({
    queryKey: resourceKeys('defectItem').list({ station: true }),
    queryFn: () => resourceApi('defectItem').list(),
    enabled: unqualified || picking,
  });
  const defectOptions = (defects.data ?? []).map((d) => ({
    value: d.id,
    label: `${String(d.name)} (${String(d.code)})`,
  }));
  const defect = defectOptions.find((d) => d.value === defectId);
  const dialogOpen = picking || reprinting || reasonAsked !== null;

  const [code, setCode] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  const input = useRef<InputRef>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const seq = useRef(0);
  const focus = useCallback(() => input.current?.focus(), []);

  // The input keeps focus: after every answer, and after a click anywhere that does not want it.
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const target = e.target as Element | null;
      if (dialogOpen || target?.closest?.(KEEPS_FOCUS)) return;
      setTimeout(focus, 0);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [focus, dialogOpen]);
  useEffect(() => {
    if (station && !picking) focus();
  }, [station, picking, focus]);

  const chooseStation = (id: number) => {
    setStationId(id);
    Local.set(area, prefKey('workstation'), id);
  };

  const record = (entry: Omit<HistoryEntry, 'key' | 'time'>) => {
    seq.current += 1;
    const time = clockParts(new Date(), timeZone).time;
    setHistory((h) => [{ ...entry, key: seq.current, time }, ...h].slice(0, HISTORY_SIZE));
  };

  const feedback = (ok: boolean, spoken: string) => {
    if (sound) beep(ok);
    if (voice) speak(spoken, lang);
  };

  const scanOnce = async (scanned: string, workstationId: number, mode: ScanMode, printerReason?: string) => {
    for (let attempt = 1; ; attempt++) {
      try {
        const answer = await productionApi.scan(service, {
          workstationId,
          code: scanned,
          result: mode.unqualified ? ScanResult.Unqualified : ScanResult.Qualified,
          ...(mode.unqualified && mode.defectId ? { defectItemId: mode.defectId } : {}),
          ...(printerReason ? { printerReason } : {}),
        });
        setStatus({ kind: 'ok', answer });
        const next = answer.nextProcessName ?? t('production.finished');
        const why = printerReason ? ` · ${t('production.otherPrinterDone', { reason: printerReason })}` : '';
        record({ code: scanned, ok: true, text: `${answer.processName} → ${next}${why}` });
        feedback(
          true,
          answer.nextProcessName
            ? t('production.spokenOk', { process: answer.processName, next: answer.nextProcessName })
            : t('production.spokenFinished', { process: answer.processName }),
        );
        return;
      } catch (error) {
        const { code: errorCode, text } = refusal(error);
        if (errorCode === NO_DATA && attempt < SCAN_ATTEMPTS) {
          setStatus({ kind: 'busy', code: scanned, retry: attempt });
          await wait(retryDelayMs);
          continue;
        }
        const shown = errorCode === NO_DATA ? t('production.noData') : text;
        setStatus({ kind: 'error', code: scanned, text: shown });
        record({ code: scanned, ok: false, text: shown });
        feedback(false, error instanceof RequestError ? shown : t('production.spokenFail'));
        // The factory allows this printer with a reason: ask for it, then scan again with it.
        if (errorCode === NEEDS_PRINTER_REASON && !printerReason)
          setReasonAsked({ code: scanned, workstationId, mode, text: shown });
        return;
      }
    }
  };

  const submit = () => {
    const scanned = code.trim();
    setCode('');
    focus();
    if (!scanned || !station) return;
    if (unqualified && !defectId) {
      setCode(scanned);
      setPicking(true);
      return;
    }
    enqueue(scanned, station.id, { unqualified, defectId });
  };

  const enqueue = (scanned: string, workstationId: number, mode: ScanMode, printerReason?: string) => {
    setStatus({ kind: 'busy', code: scanned, retry: 0 });
    // Scans are answered one after the other, in the order they were scanned.
    queue.current = queue.current.then(() => scanOnce(scanned, workstationId, mode, printerReason)).finally(focus);
  };

  const toggleUnqualified = () => {
    const on = !unqualified;
    setUnqualified(on);
    if (on && !defectId) setPicking(true);
  };

  // Keyboard alone: F2 unqualified mode, F4 defect item, Esc clears.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (dialogOpen) return;
      if (e.key === 'F8' && canReprint && station) {
        e.preventDefault();
        setReprinting(true);
      } else if (e.key === 'F2') {
        e.preventDefault();
        toggleUnqualified();
      } else if (e.key === 'F4') {
        e.preventDefault();
        setPicking(true);
      } else if (e.key === 'Escape') {
        setCode('');
        setStatus({ kind: 'idle' });
        focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const answer = status.kind === 'ok' ? status.answer : null;
  return (
    <Flex vertical gap={12} className="production-station" data-testid="station-page" style={{ minHeight: '100%' }}>
      <Card size="small">
        <Flex gap={12} align="center" wrap>
          <Typography.Text strong>{t('production.workstation')}</Typography.Text>
          <Select<number>
            style={{ minWidth: 280 }}
            placeholder={t('production.chooseStation')}
            value={station?.id}
            loading={stations.isLoading}
            onChange={chooseStation}
            showSearch={{ optionFilterProp: 'label' }}
            options={stationOptions(stations.data ?? [], t('production.otherRoute'))}
            virtual={false}
            listHeight={480}
            notFoundContent={t('production.noStations')}
            data-testid="station-select"
          />
          <Flex gap={6} align="center">
            <Switch checked={unqualified} onChange={toggleUnqualified} data-testid="unqualified-mode" />
            <Typography.Text>{t('production.unqualifiedModeKey')}</Typography.Text>
          </Flex>
          {unqualified && (
            <Tag color="error" style={{ cursor: 'pointer' }} onClick={() => setPicking(true)} data-testid="defect-tag">
              {t('production.defectChosen', { name: defect?.label ?? '—' })}
            </Tag>
          )}
          <Flex gap={6} align="center">
            <Switch
              size="small"
              checked={sound}
              onChange={(v) => {
                setSound(v);
                Local.set(area, prefKey('sound'), v);
              }}
            />
            <Typography.Text>{t('production.sound')}</Typography.Text>
            <Switch
              size="small"
              checked={voice}
              onChange={(v) => {
                setVoice(v);
                Local.set(area, prefKey('speech'), v);
              }}
            />
            <Typography.Text>{t('production.speech')}</Typography.Text>
          </Flex>
          {isFullscreenSupported() && (
            <FullscreenOutlined
              title={t('production.fullscreen')}
              onClick={() => void toggleFullscreen().catch(() => undefined)}
              style={{ fontSize: 18 }}
            />
          )}
          {canReprint && (
            <Button disabled={!station} onClick={() => setReprinting(true)} data-testid="reprint-open">
              {t('production.reprintAction')}
            </Button>
          )}
          <Typography.Text type="secondary">{t('production.keys')}</Typography.Text>
        </Flex>
      </Card>

      <Input
        ref={input}
        size="large"
        value={code}
        disabled={!station}
        autoFocus
        autoComplete="off"
        placeholder={station ? t('production.scanPlaceholder') : t('production.chooseStation')}
        onChange={(e) => setCode(e.target.value)}
        onPressEnter={submit}
        style={{ fontSize: 28, height: 64, borderColor: unqualified ? '#ff4d4f' : undefined }}
        data-testid="scan-input"
      />

      <Card
        data-testid="scan-answer"
        style={{
          borderColor: status.kind === 'error' ? '#ff4d4f' : status.kind === 'ok' ? '#52c41a' : undefined,
          borderWidth: 2,
        }}
      >
        {status.kind === 'idle' && <Empty description={t('production.scanPlaceholder')} />}
        {status.kind === 'busy' && (
          <Typography.Title level={3} data-testid="scan-busy">
            {status.code} · {status.retry ? t('production.retrying', { n: status.retry }) : t('production.scanning')}
          </Typography.Title>
        )}
        {status.kind === 'error' && (
          <Flex vertical gap={4}>
            <Typography.Text type="secondary" style={{ fontSize: 18 }}>
              {status.code}
            </Typography.Text>
            <Typography.Title level={2} type="danger" style={{ margin: 0 }} data-testid="scan-error">
              {status.text}
            </Typography.Title>
          </Flex>
        )}
        {answer && <AnswerView answer={answer} />}
      </Card>

      <Card size="small" title={t('production.history')}>
        <Flex vertical gap={4} data-testid="scan-history">
          {history.map((h) => (
            <Flex key={h.key} gap={8} align="center">
              <Typography.Text type="secondary">{h.time}</Typography.Text>
              <Tag color={h.ok ? 'success' : 'error'}>{h.ok ? t('production.ok') : t('production.refused')}</Tag>
              <Typography.Text strong>{h.code}</Typography.Text>
              <Typography.Text>{h.text}</Typography.Text>
            </Flex>
          ))}
        </Flex>
      </Card>

      <ReprintDialog
        open={reprinting}
        workstationId={station?.id ?? null}
        lastCode={answer?.pieceCode ?? null}
        onClose={() => {
          setReprinting(false);
          focus();
        }}
        onDone={(done, reason) => {
          setReprinting(false);
          const text = t('production.reprintDone', { n: done.reprints, reason });
          // Logged either way; when its files could not be written the entry says why (and shows as refused).
          record({
            code: done.pieceCode,
            ok: !done.fileError,
            text: done.fileError ? `${text} · ${done.fileError}` : text,
          });
          feedback(!done.fileError, done.fileError ?? text);
          focus();
        }}
      />

      <OtherPrinterDialog
        open={reasonAsked !== null}
        message={reasonAsked?.text ?? ''}
        onClose={() => {
          setReasonAsked(null);
          focus();
        }}
        onSubmit={(reason) => {
          const asked = reasonAsked;
          setReasonAsked(null);
          if (asked) enqueue(asked.code, asked.workstationId, asked.mode, reason);
        }}
      />

      <Modal
        open={picking}
        title={t('production.chooseDefect')}
        footer={null}
        onCancel={() => setPicking(false)}
        afterClose={focus}
        destroyOnHidden
      >
        <Select<number>
          style={{ width: '100%' }}
          autoFocus
          defaultOpen
          showSearch={{ optionFilterProp: 'label' }}
          loading={defects.isLoading}
          value={defectId ?? undefined}
          options={defectOptions}
          placeholder={t('production.defectItem')}
          onChange={(id) => {
            setDefectId(id);
            setUnqualified(true);
            setPicking(false);
          }}
          data-testid="defect-select"
        />
      </Modal>
    </Flex>
  );
}

/** The answer, large: the piece, its order, what it is, where it goes next, and its print areas. */
function AnswerView({ answer }: { answer: ScanAnswer }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Flex vertical gap={8} data-testid="scan-ok">
      <Flex gap={16} align="baseline" wrap>
        <Typography.Title level={1} style={{ margin: 0 }} data-testid="answer-piece">
          {answer.pieceCode}
        </Typography.Title>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('production.pieceOf', { n: answer.pieceNo, total: answer.pieceTotal })}
        </Typography.Title>
        <Typography.Title level={3} type="secondary" style={{ margin: 0 }}>
          {t('production.order')} {answer.orderCode ?? answer.workOrderCode}
        </Typography.Title>
      </Flex>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {[answer.skuCode, answer.colour, answer.size].filter(Boolean).join(' · ')} — {answer.productName ?? ''}
      </Typography.Title>
      <Typography.Title level={2} style={{ margin: 0 }} data-testid="answer-route">
        {answer.processName} → {answer.nextProcessName ?? t('production.finished')}
      </Typography.Title>
      {answer.reprintCode && (
        <Typography.Title level={2} type="danger" style={{ margin: 0 }} data-testid="answer-reprint">
          {t('production.reprint')}: {answer.reprintCode}
        </Typography.Title>
      )}
      {answer.fileError ? (
        <Alert type="warning" showIcon title={answer.fileError} data-testid="answer-file-error" />
      ) : (
        answer.files.length > 0 && (
          <Flex gap={8} wrap align="center" data-testid="answer-files">
            <Typography.Text strong>{t('production.hotFolderFiles')}</Typography.Text>
            {answer.files.map((f) => (
              <Tag key={f} color="green">
                {f}
              </Tag>
            ))}
          </Flex>
        )
      )}
      <Flex gap={16} wrap>
        {answer.areas.map((a) => (
          <Flex key={a.area} vertical gap={4}>
            <Tag style={{ alignSelf: 'flex-start', fontSize: 16 }}>
              {localized(PRINT_AREA_OPTIONS.find((o) => o.value === a.area)?.label, lang) || String(a.area)}
            </Tag>
            <Image.PreviewGroup>
              <Flex gap={8}>
                <Image
                  width={220}
                  height={220}
                  style={{ objectFit: 'contain' }}
                  src={a.printImage}
                  alt={t('production.printImage')}
                />
                {a.mockupImage && (
                  <Image
                    width={220}
                    height={220}
                    style={{ objectFit: 'contain' }}
                    src={a.mockupImage}
                    alt={t('production.mockup')}
                  />
                )}
              </Flex>
            </Image.PreviewGroup>
            <Typography.Text style={{ fontSize: 16 }}>
              {t('production.placement', { x: a.x ?? 0, y: a.y ?? 0, scale: a.scale ?? 1, angle: a.angle ?? 0 })}
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Flex>
  );
}
