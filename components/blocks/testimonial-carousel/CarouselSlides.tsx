'use client';

import { type FocusEvent, type ReactNode, useEffect, useState } from 'react';
import { isRotating, nextSlide } from './carousel';
import styles from './TestimonialCarousel.module.scss';

interface SlideView {
  id: string;
  /** The slide, already rendered on the server. */
  content: ReactNode;
}

interface CarouselSlidesProps {
  label: string;
  slides: readonly SlideView[];
  time: number;
  auto: boolean;
}

/**
 * The interactive part of the testimonial carousel (WAI-ARIA APG carousel pattern): one slide at
 * a time, advancing every `time` ms and wrapping to the first. A visible pause/play control comes
 * first; pointing at the carousel or focusing inside it pauses it too (WCAG 2.2.2), and a visitor
 * who prefers reduced motion gets no automatic rotation until they press play. Every slide is in
 * the HTML (the inactive ones hidden), so all testimonials are crawlable.
 */
export function CarouselSlides({ label, slides, time, auto }: CarouselSlidesProps) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  const rotating = isRotating({ auto, count, paused, hovered, focused });

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the motion preference is the browser's, read after hydration so the first render matches the static HTML
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) setPaused(true);
  }, []);

  useEffect(() => {
    if (!rotating) return;
    // Restarted whenever the slide changes, so a slide picked by a dot also gets its full time.
    const timer = window.setTimeout(() => setIndex((current) => nextSlide(current, count)), time);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count, time]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      className={styles.carousel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {auto && count > 1 ? (
        <button type="button" className={styles.rotation} onClick={() => setPaused((value) => !value)}>
          <span className={paused ? styles.playIcon : styles.pauseIcon} aria-hidden="true" />
          {paused ? 'Play testimonials' : 'Pause testimonials'}
        </button>
      ) : null}
      <div className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, position) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${count}`}
            hidden={position !== index}
            className={styles.slide}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.dots}>
          {slides.map((slide, position) => (
            <button
              key={slide.id}
              type="button"
              className={styles.dot}
              aria-label={`Show testimonial ${position + 1} of ${count}`}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => setIndex(position)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
