import type { ProductPicture } from '@atelier/api-client';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { styled, useTheme } from 'styled-components';
import { focusRing } from '../../../theme';
import { PICTURE_SIZE, pictureSrcSet } from '../../shared';

export interface ProductGalleryProps {
  /** The pictures to show, first the one shown at first (see the contract's picturesFor). */
  pictures: readonly ProductPicture[];
  /** Names the gallery for assistive technology, e.g. the product's title. */
  label: string;
  /** The first picture is the page's largest: asked for first (a product page). */
  isPriority?: boolean;
  /**
   * How wide the strip shows, as an img's `sizes`, for pictures served in several widths
   * (extension `picture-widths`): the whole width of the screen unless told.
   */
  sizes?: string;
}

const ZOOM = 2;

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

// A scroll-snapping strip: a phone swipes it natively (and pinches to zoom), a desktop pages it
// with the thumbnails. A picture is asked for only once shown (see `reached`).
const Strip = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 100%;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  touch-action: pan-x pinch-zoom;
`;

const Slide = styled.li`
  position: relative;
  scroll-snap-align: start;
  overflow: hidden;
  cursor: zoom-in;
  &[data-zoomed] {
    cursor: zoom-out;
  }
`;

// The keyboard's way to zoom; a mouse may also press the picture itself. A native button with
// aria-pressed, not react-aria's ToggleButton: that one brings its group's toolbar and focus
// scope (5 KiB of gzip) into a product page's first load (issue 36's 150 KiB budget).
const ZoomButton = styled.button.attrs({ type: 'button' })`
  position: absolute;
  right: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:focus-visible {
    ${focusRing()}
  }
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 5;
  object-fit: cover;
  transition: transform ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
`;

// A phone swipes instead, and keeps the screen for the size and Add to cart.
const Thumbs = styled.div`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: flex;
  }
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
`;

const Thumb = styled.button.attrs({ type: 'button' })`
  flex: none;
  width: ${({ theme }) => theme.space.xxl};
  padding: 0;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  cursor: pointer;
  overflow: hidden;
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    ${focusRing()}
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 5;
    object-fit: cover;
  }
`;

/** An img's addresses: its URL, and with extension `picture-widths` the widths for `sizes`. */
function sources(picture: ProductPicture, sizes: string) {
  const srcSet = pictureSrcSet(picture);
  return srcSet ? { src: picture.url, srcSet, sizes } : { src: picture.url };
}

/**
 * A product's pictures: a swipeable strip with thumbnails below; pressing a picture zooms it
 * (following the pointer on a desktop), pressing again zooms out. A gallery of one picture is
 * just that picture, without thumbnails.
 */
export function ProductGallery({
  pictures,
  label,
  isPriority = false,
  sizes = '100vw',
}: ProductGalleryProps) {
  const strip = useRef<HTMLUListElement>(null);
  const theme = useTheme();
  const [current, setCurrent] = useState(0);
  // The furthest picture shown so far. Those beyond have no address yet, so nothing is
  // downloaded for them: lazy loading alone would fetch the next ones, which sit beside the
  // first, inside the browser's loading margin.
  const [reached, setReached] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  const urls = pictures.map((picture) => picture.url).join(' ');

  // Another colour brings other pictures: back to the first, unzoomed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the pictures change
  useEffect(() => {
    setCurrent(0);
    setReached(0);
    setZoomed(false);
    strip.current?.scrollTo({ left: 0 });
  }, [urls]);

  const reach = (index: number) => setReached((furthest) => Math.max(furthest, index));

  const show = (index: number) => {
    setZoomed(false);
    const element = strip.current;
    element?.scrollTo({ left: index * element.clientWidth, behavior: 'smooth' });
    setCurrent(index);
    reach(index);
  };

  const onScroll = () => {
    const element = strip.current;
    if (!element || element.clientWidth === 0) return;
    // A swipe's first frame asks for the picture coming in.
    reach(Math.ceil(element.scrollLeft / element.clientWidth));
    const index = Math.round(element.scrollLeft / element.clientWidth);
    if (index !== current) {
      setCurrent(index);
      setZoomed(false);
    }
  };

  const zoom = (index: number, on: boolean) => {
    setCurrent(index);
    setZoomed(on);
  };

  const follow = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
  };

  return (
    <Root aria-label={label} aria-roledescription="gallery">
      <Strip ref={strip} onScroll={onScroll}>
        {pictures.map((picture, index) => {
          const isZoomed = zoomed && index === current;
          return (
            <Slide
              key={picture.url}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${pictures.length}`}
              data-zoomed={isZoomed || undefined}
              onClick={(event) => {
                // Only a press on the picture: the Zoom button has its own.
                if (event.target instanceof HTMLImageElement) zoom(index, !isZoomed);
              }}
              onPointerMove={follow}
            >
              <Picture
                {...(index > reached
                  ? {}
                  : index === 0 && isPriority
                    ? // The shell preloads a product page's cover by its one URL (as a srcset
                      // would make the browser fetch a second copy).
                      { src: picture.url }
                    : sources(picture, sizes))}
                alt={picture.alt}
                width={PICTURE_SIZE.width}
                height={PICTURE_SIZE.height}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 && isPriority ? 'high' : undefined}
                decoding="async"
                style={
                  isZoomed ? { transform: `scale(${ZOOM})`, transformOrigin: origin } : undefined
                }
              />
              <ZoomButton
                aria-label={`Zoom in on ${picture.alt}`}
                aria-pressed={isZoomed}
                onClick={() => zoom(index, !isZoomed)}
              >
                Zoom
              </ZoomButton>
            </Slide>
          );
        })}
      </Strip>
      {pictures.length > 1 && (
        <Thumbs>
          {pictures.map((picture, index) => (
            <Thumb
              key={picture.url}
              aria-label={`Show picture ${index + 1} of ${pictures.length}: ${picture.alt}`}
              aria-current={index === current}
              onClick={() => show(index)}
            >
              <img
                {...sources(picture, theme.space.xxl)}
                alt=""
                width={PICTURE_SIZE.width}
                height={PICTURE_SIZE.height}
                loading="lazy"
                decoding="async"
              />
            </Thumb>
          ))}
        </Thumbs>
      )}
    </Root>
  );
}
