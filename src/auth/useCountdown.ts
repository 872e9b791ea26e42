import { useEffect, useState } from 'react';

const secondsLeft = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * Whole seconds left until `deadline` (epoch ms), updated every second, 0 once passed.
 * Moving the deadline (a resend) restarts the count at once, in the same render.
 */
export const useCountdown = (deadline: number): number => {
  const [state, setState] = useState(() => ({ deadline, left: secondsLeft(deadline) }));
  const current = state.deadline === deadline ? state : { deadline, left: secondsLeft(deadline) };
  if (current !== state) setState(current);

  useEffect(() => {
    const timer = setInterval(() => {
      const left = secondsLeft(deadline);
      setState({ deadline, left });
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return current.left;
};
