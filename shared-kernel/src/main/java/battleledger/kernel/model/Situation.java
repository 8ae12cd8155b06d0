package battleledger.kernel.model;

/**
 * What a command says about the field when no grid can tell (001 › Combat › Attack Basics): the cover the target
 * has from the attacker, how far away it is, and whether the attacker can see it. With a grid these are computed.
 *
 * @param cover    none, half, three-quarters or total
 * @param distance feet between attacker and target, or null when unknown (then within normal range)
 * @param unseen   the attacker cannot see the target
 * @param basis    how the cover was found, for the roll's breakdown: the grid's lines ("three-quarters cover: 3 of 4
 *                 lines blocked from corner (4,5) to cell (6,5)") or a GM's ruling; null when a command said it
 */
public record Situation(Cover cover, Integer distance, boolean unseen, String basis) {

    public enum Cover {
        NONE(0), HALF(2), THREE_QUARTERS(5), TOTAL(0);

        private final int bonus;

        Cover(int bonus) {
            this.bonus = bonus;
        }

        /** The bonus to AC and Dexterity saving throws (001 › Combat › Attack Basics › Cover). */
        public int bonus() {
            return bonus;
        }
    }

    public static final Situation OPEN = new Situation(Cover.NONE, null, false, null);

    public Situation {
        cover = cover == null ? Cover.NONE : cover;
    }

    public Situation(Cover cover, Integer distance, boolean unseen) {
        this(cover, distance, unseen, null);
    }

    /** The name of its cover in a breakdown: how it was found, or "half cover". */
    public String coverSource() {
        String name = cover.name().toLowerCase().replace('_', '-') + " cover";
        return basis == null ? name : basis.startsWith("ruled") ? name + ", " + basis : basis;
    }

    /** Whether a command said nothing about the field. */
    public boolean open() {
        return cover == Cover.NONE && distance == null && !unseen;
    }
}
