export { DailyChart, type DailyChartProps, describeDays } from './DailyChart';
export { DailyFigures, type DailyFiguresProps } from './DailyFigures';
export { DailyTable, type DailyTableProps } from './DailyTable';
