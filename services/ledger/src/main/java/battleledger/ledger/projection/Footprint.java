package battleledger.ledger.projection;

import battleledger.kernel.state.EncounterState;

/**
 * What a battle's state holds in memory, estimated from its steps, to weigh it in the caches ({@link WeighedLru}).
 * Measured on the JDK 25 the service runs, with JOL's walk of the object graph ({@code FootprintMeasuredTest} keeps it
 * true): the bench's battle (three combatants, then checks called, dodges and turns ended in turn, each command read
 * as a request's body), in its two forms:
 * <ul>
 *     <li>folded from its events written as the store keeps them and read back (the projection's folds, a battle
 *     the command side loads from the store): 9 steps took 8.5 KiB, 309 steps 95 KiB, 1,005 steps 294 KiB, 4,506
 *     steps 1.3 MiB, 294-313 bytes a step;</li>
 *     <li>as decided (the command side's own battles): 342-347 bytes a step, since some of its strings are made as it
 *     goes (a dice expression) rather than read and shared.</li>
 * </ul>
 * A step is weighed as 360 bytes. It was 670-690 bytes a step read back (stop 34 weighed 720) while every event read
 * back held its own copy of the same few words (now shared, {@code json/SharedStrings}) and each command's entry in
 * the history copied its step's list of events (now shared, the kernel's {@code state/Entry}).
 */
public final class Footprint {

    static final long BASE = 8 * 1024;
    static final long PER_STEP = 360;

    private Footprint() {
    }

    /** The bytes the state holds, about. */
    public static long of(EncounterState state) {
        return BASE + PER_STEP * state.timeline().steps().size();
    }
}
