import { CalendarDayKind, type ScheduleAnswer, type ScheduleTask } from '@printfloor/contract';
import type { CustomSeriesRenderItemAPI, CustomSeriesRenderItemParams, EChartsCoreOption } from 'echarts';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { echarts } from './echarts.ts';
import { LATE_COLOUR, minute, STATUS_COLOURS, statusText } from './shared.tsx';

/** Snap of a dragged start. */
const SNAP_MS = 15 * 60_000;
const DAY_MS = 86_400_000;

export interface GanttChartProps {
  data: ScheduleAnswer;
  from: string;
  to: string;
  /** Whether bars can be dragged (the caller has `{page}:update`). */
  editable: boolean;
  /** A bar dropped at a new start / row (a workstation of the task's process). */
  onMove: (task: ScheduleTask, start: number, workstationId: number) => void;
  /** A bar clicked without moving it. */
  onPick: (task: ScheduleTask) => void;
  height: number;
}

interface Drag {
  task: ScheduleTask;
  x: number;
  y: number;
  moved: boolean;
}

/**
 * The Gantt chart on ECharts: rows are the workstations, x is time; a custom series draws the
 * tasks (colour by status, late ones outlined red) over a second one shading the days nobody
 * works (rest grey, holidays red). A bar is dragged on the chart's zrender layer (the ECharts
 * way: mousedown on the bar, a ghost follows the pointer, mouseup converts the pixel back to a
 * time and a row) and handed to `onMove`; a click without movement goes to `onPick`.
 */
export default function GanttChart({ data, from, to, editable, onMove, onPick, height }: GanttChartProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null);
  const latest = useRef({ data, editable, onMove, onPick });
  latest.current = { data, editable, onMove, onPick };

  const rows = data.workstations;
  const rowOf = useMemo(() => new Map(rows.map((w, i) => [w.id, i])), [rows]);

  const option = useMemo<EChartsCoreOption>(() => {
    const start = Date.parse(`${from}T00:00:00`);
    const end = Date.parse(`${to}T00:00:00`) + DAY_MS;
    const shade = data.days
      .filter((d) => d.kind !== CalendarDayKind.Work)
      .map((d) => ({ value: [Date.parse(`${d.date}T00:00:00`), Date.parse(`${d.date}T00:00:00`) + DAY_MS, d.kind] }));
    const bars = data.tasks
      .filter((task) => task.workstationId !== null && rowOf.has(task.workstationId) && task.planStart && task.planEnd)
      .map((task) => ({
        value: [
          rowOf.get(task.workstationId as number),
          Date.parse(task.planStart ?? ''),
          Date.parse(task.planEnd ?? ''),
          task.id,
        ],
        task,
      }));
    return {
      animation: false,
      grid: { left: 180, right: 24, top: 16, bottom: 56 },
      tooltip: {
        confine: true,
        formatter: (p: { seriesIndex: number; data: { task?: ScheduleTask } }) => {
          const task = p.data?.task;
          if (!task) return '';
          return [
            `<b>${task.workOrderCode}</b> · ${task.processName}`,
            task.orderCode ? `${t('productionSchedule.order')}: ${task.orderCode}` : '',
            `${t('productionSchedule.quantity')}: ${task.done} / ${task.quantity}`,
            `${minute(task.planStart)} → ${minute(task.planEnd)}`,
            task.demandDate ? `${t('productionSchedule.demandDate')}: ${task.demandDate}` : '',
            `${statusText(t, task.status)}${task.late ? ` · <span style="color:${LATE_COLOUR}">${t('productionSchedule.late')}</span>` : ''}`,
          ]
            .filter(Boolean)
            .join('<br/>');
        },
      },
      dataZoom: [
        { type: 'slider', xAxisIndex: 0, filterMode: 'weakFilter', height: 18, bottom: 8 },
        { type: 'inside', xAxisIndex: 0, filterMode: 'weakFilter', moveOnMouseMove: false, zoomOnMouseWheel: 'ctrl' },
      ],
      xAxis: { type: 'time', min: start, max: end, position: 'top', splitLine: { show: true } },
      yAxis: {
        type: 'category',
        inverse: true,
        data: rows.map((w) => `${w.name} · ${w.processName}`),
        axisLabel: { width: 170, overflow: 'truncate' },
      },
      series: [
        {
          type: 'custom',
          silent: true,
          z: 1,
          encode: { x: [0, 1] },
          data: shade,
          renderItem: (params: CustomSeriesRenderItemParams, api: CustomSeriesRenderItemAPI) => {
            const a = api.coord([api.value(0), 0]) as number[];
            const b = api.coord([api.value(1), 0]) as number[];
            const grid = params.coordSys as unknown as { x: number; y: number; width: number; height: number };
            const x0 = Math.max(a[0] ?? 0, grid.x);
            const x1 = Math.min(b[0] ?? 0, grid.x + grid.width);
            if (x1 <= x0) return null;
            return {
              type: 'rect',
              shape: { x: x0, y: grid.y, width: x1 - x0, height: grid.height },
              style: { fill: api.value(2) === CalendarDayKind.Holiday ? 'rgba(245,34,45,0.08)' : 'rgba(0,0,0,0.05)' },
            };
          },
        },
        {
          type: 'custom',
          z: 2,
          encode: { x: [1, 2], y: 0 },
          data: bars,
          renderItem: (params: CustomSeriesRenderItemParams, api: CustomSeriesRenderItemAPI) => {
            const task = bars[params.dataIndex]?.task;
            if (!task) return null;
            const a = api.coord([api.value(1), api.value(0)]) as number[];
            const b = api.coord([api.value(2), api.value(0)]) as number[];
            const h = ((api.size ? api.size([0, 1]) : [0, 20]) as number[])[1] ?? 20;
            const barH = Math.max(8, h * 0.6);
            const x = a[0] ?? 0;
            const width = Math.max(3, (b[0] ?? 0) - x);
            const y = (a[1] ?? 0) - barH / 2;
            return {
              type: 'group',
              children: [
                {
                  type: 'rect',
                  shape: { x, y, width, height: barH, r: 3 },
                  style: {
                    fill: STATUS_COLOURS[task.status],
                    stroke: task.late ? LATE_COLOUR : 'transparent',
                    lineWidth: task.late ? 2 : 0,
                  },
                  cursor: latest.current.editable && task.status !== 2 ? 'move' : 'pointer',
                },
                width > 60
                  ? {
                      type: 'text',
                      silent: true,
                      style: {
                        x: x + 4,
                        y: y + barH / 2,
                        text: task.workOrderCode,
                        fill: '#fff',
                        fontSize: 11,
                        verticalAlign: 'middle',
                        width: width - 8,
                        overflow: 'truncate',
                      },
                    }
                  : null,
              ].filter(Boolean),
            };
          },
        },
      ],
      graphic: [],
    };
  }, [data, from, to, rows, rowOf, t]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // No 2D canvas (tests, very old browsers): nothing to draw on.
    if (!document.createElement('canvas').getContext('2d')) return;
    let instance: ReturnType<typeof echarts.init>;
    try {
      instance = echarts.init(el, undefined, { renderer: 'canvas' });
    } catch {
      return; // no canvas (tests): the page's tables still show the tasks
    }
    chart.current = instance;
    let drag: Drag | null = null;
    const timeAt = (x: number, y: number) => {
      const v = instance.convertFromPixel({ gridIndex: 0 }, [x, y]) as number[];
      return { time: v[0] ?? 0, row: Math.round(v[1] ?? -1) };
    };
    instance.on('mousedown', { seriesIndex: 1 }, (params) => {
      const task = (params.data as { task?: ScheduleTask } | undefined)?.task;
      const e = params.event?.event as MouseEvent | undefined;
      if (!task || !params.event) return;
      drag = { task, x: params.event.offsetX ?? e?.offsetX ?? 0, y: params.event.offsetY ?? 0, moved: false };
    });
    const zr = instance.getZr();
    zr.on('mousemove', (e) => {
      if (!drag || !latest.current.editable || drag.task.status === 2) return;
      const dx = e.offsetX - drag.x;
      const dy = e.offsetY - drag.y;
      if (!drag.moved && Math.abs(dx) < 4 && Math.abs(dy) < 4) return;
      drag.moved = true;
      const startPx = instance.convertToPixel({ gridIndex: 0 }, [Date.parse(drag.task.planStart ?? ''), 0]) as number[];
      const endPx = instance.convertToPixel({ gridIndex: 0 }, [Date.parse(drag.task.planEnd ?? ''), 0]) as number[];
      const { row } = timeAt(e.offsetX, e.offsetY);
      const rowPx = instance.convertToPixel({ gridIndex: 0 }, [0, Math.max(0, row)]) as number[];
      instance.setOption({
        graphic: [
          {
            id: 'ghost',
            type: 'rect',
            z: 100,
            shape: {
              x: (startPx[0] ?? 0) + dx,
              y: (rowPx[1] ?? 0) - 8,
              width: Math.max(3, (endPx[0] ?? 0) - (startPx[0] ?? 0)),
              height: 16,
            },
            style: { fill: 'rgba(22,119,255,0.25)', stroke: '#1677ff', lineDash: [4, 4] },
          },
        ],
      });
    });
    zr.on('mouseup', (e) => {
      const d = drag;
      drag = null;
      if (!d) return;
      instance.setOption({ graphic: [{ id: 'ghost', $action: 'remove' }] });
      const now = latest.current;
      if (!d.moved) {
        now.onPick(d.task);
        return;
      }
      if (!now.editable || d.task.status === 2) return;
      const delta = timeAt(e.offsetX, e.offsetY).time - timeAt(d.x, d.y).time;
      const start = Math.round((Date.parse(d.task.planStart ?? '') + delta) / SNAP_MS) * SNAP_MS;
      const row = now.data.workstations[timeAt(e.offsetX, e.offsetY).row];
      const ws = row && row.processId === d.task.processId ? row.id : (d.task.workstationId ?? 0);
      now.onMove(d.task, start, ws);
    });
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    try {
      chart.current?.setOption(option, { notMerge: true });
    } catch {
      /* drawing failed without a canvas */
    }
  }, [option]);

  return (
    <div
      ref={ref}
      role="img"
      aria-label={t('productionSchedule.ganttLabel')}
      data-testid="gantt-chart"
      style={{ width: '100%', height }}
    />
  );
}
