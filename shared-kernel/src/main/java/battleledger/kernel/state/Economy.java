package battleledger.kernel.state;

/**
 * What the creature whose turn it is has spent: "you can take one action. You can also move up to your speed"
 * (001 › Combat › Taking a Turn).
 *
 * @param actionUsed  its action is spent
 * @param moved       feet of movement spent (difficult ground and crawling spend more)
 * @param allowance   feet it may spend this turn: its speed, more after Hustle
 * @param disengaged  it disengaged: leaving a hostile creature's reach provokes no opportunity attack
 * @param improvising what it is improvising, awaiting the GM's ruling on the check, or null
 * @param walked      feet walked this turn, whatever they cost — a jump's run-up ("If you walk at least 10 feet and
 *                    then make a long jump", 001 › Exploration › Movement › Modes of Movement); null for none
 */
public record Economy(boolean actionUsed, int moved, int allowance, boolean disengaged, String improvising,
                      @battleledger.kernel.support.OmittedWhenAbsent Integer walked) {

    public Economy {
        walked = walked == null || walked == 0 ? null : walked;
    }

    public Economy(boolean actionUsed, int moved, int allowance, boolean disengaged, String improvising) {
        this(actionUsed, moved, allowance, disengaged, improvising, null);
    }

    public static Economy fresh(int speed) {
        return new Economy(false, 0, speed, false, null);
    }

    public int movementLeft() {
        return Math.max(0, allowance - moved);
    }

    /** Feet walked this turn (not crawled, climbed, swum or jumped). */
    public int walkedFeet() {
        return walked == null ? 0 : walked;
    }

    public Economy withActionUsed() {
        return new Economy(true, moved, allowance, disengaged, improvising, walked);
    }

    public Economy withMoved(int feet) {
        return new Economy(actionUsed, moved + feet, allowance, disengaged, improvising, walked);
    }

    public Economy withWalked(int feet) {
        return new Economy(actionUsed, moved, allowance, disengaged, improvising, walkedFeet() + feet);
    }

    public Economy withAllowance(int feet) {
        return new Economy(actionUsed, moved, feet, disengaged, improvising, walked);
    }

    public Economy withDisengaged() {
        return new Economy(actionUsed, moved, allowance, true, improvising, walked);
    }

    public Economy withImprovising(String what) {
        return java.util.Objects.equals(what, improvising) ? this : new Economy(actionUsed, moved, allowance, disengaged, what, walked);
    }
}
