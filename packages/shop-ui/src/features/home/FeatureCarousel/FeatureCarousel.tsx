import { CAROUSEL_INTERVAL_MS, type FeatureImage } from '@atelier/api-client';
import {
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import { styled } from 'styled-components';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../../icons';
import { useNavigate, useRoutes } from '../../../navigation';
import { Link } from '../../../primitives/Link';
import { NativeIconButton } from '../../../primitives/NativeButton';
import { afterPictureShown } from '../../shared/afterPaint';
import { usePrefersReducedMotion } from '../usePrefersReducedMotion';
import { useCarousel } from './useCarousel';

export interface FeatureCarouselProps {
  /** The homepage feature images, in order. */
  images: readonly FeatureImage[];
  /** Accessible name of the carousel. */
  label?: string;
  /** Milliseconds between slides; the spec's 2.5 s by default. */
  intervalMs?: number;
  /**
   * Where a slide's 'Shop now' (and a press on its picture) leads; the whole listing unless the
   * host knows better (a link the admin gave the image, say).
   */
  hrefFor?: (image: FeatureImage) => string;
}

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

// The bar comes first for keyboard users (pause before the moving content) and shows under the
// picture, so on a phone no control covers it.
const Bar = styled.div`
  order: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Position = styled.span`
  margin-inline: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

// A phone gets a taller frame anchored at the start, where banners put their words, so they
// stay large enough to read; wider screens see the whole banner.
const Slides = styled.div`
  overflow: hidden;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    aspect-ratio: 8 / 3;
  }
`;

const Slide = styled.div`
  height: 100%;
  &[hidden] { display: none; }
`;

const PictureAnchor = styled.a`
  display: block;
  height: 100%;
`;

/**
 * The picture answers a press like its 'Shop now' (banners often draw one). Keyboard users have
 * the real link in the bar, so this one is not a tab stop.
 */
function PictureLink({ href, children }: { href: string; children: ReactNode }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, new window) keeps the browser's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    navigate(href);
  };
  return (
    <PictureAnchor href={href} tabIndex={-1} onClick={onClick}>
      {children}
    </PictureAnchor>
  );
}

const Image = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  object-position: left center;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    object-position: center;
  }
`;

/**
 * The homepage carousel (WAI-ARIA APG basic carousel): rotates every 2.5 s, holds still while
 * hovered or focused, has a pause/play control and previous/next, and never rotates on its own
 * under prefers-reduced-motion. The slides are a polite live region only while not rotating.
 * Each slide's 'Shop now' is a real link.
 */
export function FeatureCarousel({
  images,
  label = 'Featured collections',
  intervalMs = CAROUSEL_INTERVAL_MS,
  hrefFor,
}: FeatureCarouselProps) {
  const routes = useRoutes();
  const reducedMotion = usePrefersReducedMotion();
  const [isHovered, setHovered] = useState(false);
  const [hasFocus, setFocus] = useState(false);
  const carousel = useCarousel({
    count: images.length,
    intervalMs,
    reducedMotion,
    isHeld: isHovered || hasFocus,
  });
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocus(false);
  };
  // The hidden slides' pictures wait until the first one is on screen: it is the page's
  // largest, and on a slow link they would share the bandwidth it needs. A slide that becomes
  // the current one before that loads its own.
  const [othersMayLoad, setOthersMayLoad] = useState(false);
  const firstPicture = useRef<HTMLImageElement>(null);
  const firstUrl = images[0]?.image;
  useEffect(
    () =>
      firstUrl ? afterPictureShown(firstPicture.current, () => setOthersMayLoad(true)) : undefined,
    [firstUrl],
  );
  const current = images[carousel.index];
  if (!current) return null;
  const href = (image: FeatureImage) => hrefFor?.(image) ?? routes.listing;

  return (
    <Root
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocus(true)}
      onBlur={onBlur}
    >
      <Bar>
        {images.length > 1 && (
          <Controls>
            <NativeIconButton
              label={
                carousel.isPlaying ? 'Stop automatic slide show' : 'Start automatic slide show'
              }
              variant="secondary"
              onClick={carousel.togglePlaying}
            >
              {carousel.isPlaying ? <PauseIcon /> : <PlayIcon />}
            </NativeIconButton>
            <NativeIconButton
              label="Previous slide"
              variant="secondary"
              onClick={carousel.previous}
            >
              <ChevronLeftIcon />
            </NativeIconButton>
            <NativeIconButton label="Next slide" variant="secondary" onClick={carousel.next}>
              <ChevronRightIcon />
            </NativeIconButton>
            <Position aria-hidden="true">
              {carousel.index + 1} / {images.length}
            </Position>
          </Controls>
        )}
        <Link href={href(current)} variant="button">
          Shop now
        </Link>
      </Bar>
      <Slides aria-live={carousel.isRotating ? 'off' : 'polite'} aria-atomic="false">
        {images.map((image, position) => (
          <Slide
            key={image._id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${images.length}`}
            hidden={position !== carousel.index}
          >
            <PictureLink href={href(image)}>
              {(position === carousel.index || othersMayLoad) && (
                <Image
                  ref={position === 0 ? firstPicture : undefined}
                  src={image.image}
                  alt={`Featured collection ${position + 1}`}
                />
              )}
            </PictureLink>
          </Slide>
        ))}
      </Slides>
    </Root>
  );
}
