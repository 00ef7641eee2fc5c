export { FitSummary, type FitSummaryProps, FitSummarySlot } from './FitSummary';
