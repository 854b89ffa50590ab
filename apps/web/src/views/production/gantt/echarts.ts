import { CustomChart } from 'echarts/charts';
import { DataZoomComponent, GraphicComponent, GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// The Gantt chart only: custom series (bars and the calendar's shading), a grid, zoom, tooltip, the drag ghost.
echarts.use([CustomChart, GridComponent, DataZoomComponent, TooltipComponent, GraphicComponent, CanvasRenderer]);

export { echarts };
