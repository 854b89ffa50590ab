import { BarChart, FunnelChart, GaugeChart, HeatmapChart, LineChart, PieChart, RadarChart } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  RadarComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// What the boards draw (the workbench registers its own smaller set in views/home/charts).
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GaugeChart,
  FunnelChart,
  HeatmapChart,
  RadarChart,
  GridComponent,
  LegendComponent,
  RadarComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

export { echarts };
