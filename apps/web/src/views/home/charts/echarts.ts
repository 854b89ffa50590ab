import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Only what the workbench and the data screen draw: the full echarts bundle is ~350 KB gzip.
echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

export { echarts };
