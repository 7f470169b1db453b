import { useEffect } from 'react';
import { useLottie } from 'lottie-react';

export type PlayerMode = 'play' | 'pause' | 'still';

interface LottiePlayerProps {
  animationData: unknown;
  mode: PlayerMode;
  stillFrame: number;
  className?: string;
}

/**
 * The only module that imports lottie-react (and with it lottie-web). It is
 * loaded with React.lazy, so the player stays out of the page's first-load JS.
 */
export default function LottiePlayer({ animationData, mode, stillFrame, className }: LottiePlayerProps) {
  const { View, animationLoaded, play, pause, goToAndStop } = useLottie({
    animationData,
    loop: true,
    autoplay: false,
    className,
    rendererSettings: { preserveAspectRatio: 'xMidYMid meet' },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the control functions are recreated on every render; the instance they drive is not.
  useEffect(() => {
    if (!animationLoaded) {
      return;
    }
    if (mode === 'still') {
      goToAndStop(stillFrame, true);
    } else if (mode === 'play') {
      play();
    } else {
      pause();
    }
  }, [animationLoaded, mode, stillFrame]);

  return View;
}
