export { enterExitAnimation, fadeIn } from './enterExitAnimation';
