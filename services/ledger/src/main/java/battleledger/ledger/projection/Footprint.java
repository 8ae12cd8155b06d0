package battleledger.ledger.projection;

import battleledger.kernel.state.EncounterState;

/**
 * What a battle's state holds in memory, estimated from its steps, to weigh it in the caches ({@link WeighedLru}).
 * Measured on the JDK 25 the service runs, with JOL's walk of the object graph: the bench's battle (three combatants,
 * then checks called, dodges and turns ended in turn), its events written as the store keeps them and read back, then
 * folded. A state holds its steps and the events they were folded from: 9 steps took 8.5 KiB, 309 steps 95 KiB,
 * 1,005 steps 294 KiB, 4,506 steps 1.3 MiB: 294-313 bytes a step, weighed as 320. It was 670-690 bytes a step
 * (stop 34 weighed 720) while every event read back held its own copy of the same few words (now shared,
 * {@code json/SharedStrings}) and each command's entry in the history copied its step's list of events (now shared,
 * the kernel's {@code state/Entry}).
 */
public final class Footprint {

    static final long BASE = 8 * 1024;
    static final long PER_STEP = 320;

    private Footprint() {
    }

    /** The bytes the state holds, about. */
    public static long of(EncounterState state) {
        return BASE + PER_STEP * state.timeline().steps().size();
    }
}
