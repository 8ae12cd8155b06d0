package battleledger.ledger.projection;

import battleledger.kernel.state.EncounterState;

/**
 * What a battle's state holds in memory, estimated from its steps, to weigh it in the caches ({@link WeighedLru}).
 * Measured on the JDK 25 the service runs, with JOL's object graph walk: the bench's battle (three combatants, then
 * checks called, dodges and turns ended in turn), its events written as the store keeps them and read back, then
 * folded. A state holds its steps and the events they were folded from: 9 steps took 9 KiB, 309 steps 105 KiB, 1,005
 * steps 328 KiB, 4,506 steps 1.4 MiB: 329-348 bytes a step, weighed as 360. Before the events' short strings were
 * shared ({@code json/SharedStrings}) every event read back held its own copy of the same few words, and a step took
 * 670-690 bytes (stop 34 weighed 720).
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
