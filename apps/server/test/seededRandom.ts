/** A repeatable sequence of random numbers in [0, 1) from a seed, so a failing generated case can be run again. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}
