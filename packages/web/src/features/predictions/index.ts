// The predictions feature's public entry: what other features may use. Everything else in the folder is internal.
export { usePredictionSheet } from './api/predictions';
export { PredictionSheetPanel } from './components/prediction-sheet-panel';
export { ScoreCard } from './components/score-card';
export { YetToPredict } from './components/yet-to-predict';
