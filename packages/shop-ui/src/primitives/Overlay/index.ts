export { Overlay, OverlayPanel, type OverlayPlacement, type OverlayProps } from './Overlay';
