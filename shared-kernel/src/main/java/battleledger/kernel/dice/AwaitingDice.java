package battleledger.kernel.dice;

/**
 * Thrown by {@link ManualDice} when a decision needs dice nobody has submitted yet: the decision stops, nothing of
 * it is kept, and the roll it waits for says who rolls what. Not an error: the adapter stores the wait and answers
 * with it.
 */
public final class AwaitingDice extends RuntimeException {

    private final transient AwaitedRoll awaited;

    public AwaitingDice(AwaitedRoll awaited) {
        super(awaited.roller() + " rolls " + awaited.dice() + " for " + awaited.purpose(), null, false, false);
        this.awaited = awaited;
    }

    public AwaitedRoll awaited() {
        return awaited;
    }
}
