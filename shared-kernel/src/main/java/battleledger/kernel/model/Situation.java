package battleledger.kernel.model;

/**
 * What a command says about the field when no grid can tell (001 › Combat › Attack Basics): the cover the target
 * has from the attacker, how far away it is, and whether the attacker can see it. With a grid these are computed.
 *
 * @param cover    none, half, three-quarters or total
 * @param distance feet between attacker and target, or null when unknown (then within normal range)
 * @param unseen   the attacker cannot see the target
 */
public record Situation(Cover cover, Integer distance, boolean unseen) {

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

    public static final Situation OPEN = new Situation(Cover.NONE, null, false);

    public Situation {
        cover = cover == null ? Cover.NONE : cover;
    }
}
