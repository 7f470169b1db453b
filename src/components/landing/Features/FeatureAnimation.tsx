import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { AnimationName, FeatureAnimation as FeatureAnimationData } from '@site/src/data/features';
import type { PlayerMode } from './LottiePlayer';
import styles from './styles.module.css';

const LottiePlayer = lazy(() => import('./LottiePlayer'));

/** One chunk per animation, fetched only when its card nears the viewport. */
const ANIMATION_LOADERS: Record<AnimationName, () => Promise<{ default: unknown }>> = {
  speedometer: () => import('./animations/speedometer.json'),
  lightning: () => import('./animations/lightning.json'),
  orbit: () => import('./animations/orbit.json'),
  plug: () => import('./animations/plug.json'),
};

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION_QUERY);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * A looping, decorative Lottie animation in a box whose size is reserved by
 * CSS, so nothing moves when it loads. It plays only while on screen and
 * holds a still frame for visitors who ask for reduced motion.
 */
export default function FeatureAnimation({ animation }: { animation: FeatureAnimationData }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [onScreen, setOnScreen] = useState(false);
  const [animationData, setAnimationData] = useState<unknown>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const box = boxRef.current;
    if (!box) {
      return undefined;
    }
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry.isIntersecting));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  // Fetch the player and the data the first time the card is seen.
  useEffect(() => {
    if (!onScreen || animationData) {
      return undefined;
    }
    let cancelled = false;
    ANIMATION_LOADERS[animation.name]().then((module) => {
      if (!cancelled) {
        setAnimationData(module.default);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [onScreen, animationData, animation.name]);

  const mode: PlayerMode = reducedMotion ? 'still' : onScreen ? 'play' : 'pause';

  return (
    <div
      ref={boxRef}
      className={styles.animation}
      aria-hidden="true"
      data-animation={animation.name}
      data-state={animationData ? mode : 'idle'}
    >
      {animationData !== null && (
        <Suspense fallback={null}>
          <LottiePlayer
            animationData={animationData}
            mode={mode}
            stillFrame={animation.stillFrame}
            className={styles.player}
          />
        </Suspense>
      )}
    </div>
  );
}
