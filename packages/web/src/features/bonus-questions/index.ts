export { BonusQuestionsSection } from './components/bonus-questions-section';
