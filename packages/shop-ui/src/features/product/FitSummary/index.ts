export { FitSummary, type FitSummaryProps } from './FitSummary';
