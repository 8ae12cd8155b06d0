package battleledger.kernel.dice;

/**
 * The engine's dice: a counter-based generator keyed by (encounter seed, step, roll index). The n-th die of a
 * step is a pure function of those three numbers, so deciding the same intent again, at any time and on any
 * machine, draws the same dice (DESIGN.md, "The kernel is a decider"). SplitMix64's finaliser mixes the key;
 * values are mapped to 1..faces without modulo bias by rejecting the few raw values above the last full cycle.
 */
public final class KeyedDice implements Dice {

    private static final long GOLDEN = 0x9E3779B97F4A7C15L;
    private static final long STEP_SALT = 0xD1B54A32D192ED03L;
    private static final long INDEX_SALT = 0xABC98388FB8FAC03L;
    private static final long RETRY_SALT = 0x8CB92BA72F3D8DD7L;

    private final long seed;
    private final long step;
    private int index;

    public KeyedDice(long seed, long step) {
        this(seed, step, 0);
    }

    public KeyedDice(long seed, long step, int firstIndex) {
        this.seed = seed;
        this.step = step;
        this.index = firstIndex;
    }

    /** The die at a given key: the value of roll {@code index} of {@code step} in an encounter seeded {@code seed}. */
    public static int at(long seed, long step, int index, int faces) {
        if (faces < 1) {
            throw new IllegalArgumentException("faces must be positive: " + faces);
        }
        // 2^64 mod faces: raw values below it belong to an incomplete cycle and would bias the result.
        long incomplete = Long.remainderUnsigned(-faces, faces);
        for (long attempt = 0; ; attempt++) {
            long raw = mix(mix(mix(mix(seed + GOLDEN) ^ (step * STEP_SALT)) ^ (index * INDEX_SALT))
                    ^ (attempt * RETRY_SALT));
            if (Long.compareUnsigned(raw, incomplete) >= 0) {
                return (int) Long.remainderUnsigned(raw, faces) + 1;
            }
        }
    }

    /** SplitMix64's output function (Steele, Lea, Flood 2014). */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    @Override
    public int draw(int faces) {
        return at(seed, step, index++, faces);
    }

    @Override
    public int drawn() {
        return index;
    }
}
