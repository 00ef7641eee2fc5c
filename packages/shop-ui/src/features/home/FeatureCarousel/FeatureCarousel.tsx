import { CAROUSEL_INTERVAL_MS, type FeatureImage } from '@atelier/api-client';
import { type FocusEvent, useState } from 'react';
import { styled } from 'styled-components';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../../icons';
import { IconButton } from '../../../primitives/IconButton';
import { usePrefersReducedMotion } from '../usePrefersReducedMotion';
import { useCarousel } from './useCarousel';

export interface FeatureCarouselProps {
  /** The homepage feature images, in order. */
  images: readonly FeatureImage[];
  /** Accessible name of the carousel. */
  label?: string;
  /** Milliseconds between slides; the spec's 2.5 s by default. */
  intervalMs?: number;
}

const Root = styled.section`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Slides = styled.div`
  aspect-ratio: 16 / 6;
`;

const Slide = styled.div`
  height: 100%;
  &[hidden] { display: none; }
`;

const Image = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Controls = styled.div`
  position: absolute;
  inset-inline: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: flex-end;
`;

/**
 * The homepage carousel (WAI-ARIA APG basic carousel): rotates every 2.5 s, holds still while
 * hovered or focused, has a pause/play control and previous/next, and never rotates on its own
 * under prefers-reduced-motion. The slides are a polite live region only while not rotating.
 */
export function FeatureCarousel({
  images,
  label = 'Featured collections',
  intervalMs = CAROUSEL_INTERVAL_MS,
}: FeatureCarouselProps) {
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

  if (images.length === 0) return null;

  return (
    <Root
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocus(true)}
      onBlur={onBlur}
    >
      {/* Controls come first so keyboard users reach pause before the moving content. */}
      {images.length > 1 && (
        <Controls>
          <IconButton
            label={carousel.isPlaying ? 'Stop automatic slide show' : 'Start automatic slide show'}
            variant="secondary"
            onPress={carousel.togglePlaying}
          >
            {carousel.isPlaying ? <PauseIcon /> : <PlayIcon />}
          </IconButton>
          <IconButton label="Previous slide" variant="secondary" onPress={carousel.previous}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton label="Next slide" variant="secondary" onPress={carousel.next}>
            <ChevronRightIcon />
          </IconButton>
        </Controls>
      )}
      <Slides aria-live={carousel.isRotating ? 'off' : 'polite'} aria-atomic="false">
        {images.map((image, position) => (
          <Slide
            key={image._id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${images.length}`}
            hidden={position !== carousel.index}
          >
            <Image src={image.image} alt={`Featured collection ${position + 1}`} />
          </Slide>
        ))}
      </Slides>
    </Root>
  );
}
