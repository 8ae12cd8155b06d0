package battleledger.kernel.dice;

/**
 * One group of identical dice in an expression: {@code count}d{@code faces}, optionally keeping only the
 * {@code keep} highest or lowest of them (advantage is {@code 2d20kh1}, disadvantage {@code 2d20kl1}).
 *
 * @param count how many dice are rolled
 * @param faces how many faces each die has
 * @param keep  which dice count towards the total; {@link Keep#ALL} keeps every die
 */
public record DiceTerm(int count, int faces, Keep keep) {

    /** Which of a term's dice are kept. */
    public record Keep(Mode mode, int count) {
        public enum Mode { ALL, HIGHEST, LOWEST }

        public static final Keep ALL = new Keep(Mode.ALL, 0);

        public static Keep highest(int n) {
            return new Keep(Mode.HIGHEST, n);
        }

        public static Keep lowest(int n) {
            return new Keep(Mode.LOWEST, n);
        }
    }

    public DiceTerm {
        if (keep == null) {
            keep = Keep.ALL;
        }
    }

    public DiceTerm(int count, int faces) {
        this(count, faces, Keep.ALL);
    }

    /** How many of the rolled dice are added to the total. */
    public int keptCount() {
        return keep.mode() == Keep.Mode.ALL ? count : Math.min(keep.count(), count);
    }

    @Override
    public String toString() {
        String base = count + "d" + faces;
        return switch (keep.mode()) {
            case ALL -> base;
            case HIGHEST -> base + "kh" + keep.count();
            case LOWEST -> base + "kl" + keep.count();
        };
    }
}
