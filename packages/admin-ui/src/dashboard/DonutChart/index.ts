export { DonutChart, type DonutChartProps, type DonutSlice } from './DonutChart';
