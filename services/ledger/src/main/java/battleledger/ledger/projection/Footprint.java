package battleledger.ledger.projection;

import battleledger.kernel.state.EncounterState;

/**
 * What a battle's state holds in memory, estimated from its steps, to weigh it in the caches ({@link WeighedLru}).
 * Measured on the JDK 25 the service runs: the bench's battle (three combatants, then checks called, dodges and turns
 * ended in turn), its events written as the store keeps them and read back, folded 10 to 100 times over and held,
 * the heap compared after collections. A state holds its steps and the events they were folded from, each read into
 * objects of its own: 5 steps took 10 KiB; 35 steps 27 KiB; 305 steps 212 KiB; 1,005 steps 720 KiB; 4,505 steps
 * 3.0 MiB: ~720 bytes a step.
 */
public final class Footprint {

    static final long BASE = 8 * 1024;
    static final long PER_STEP = 720;

    private Footprint() {
    }

    /** The bytes the state holds, about. */
    public static long of(EncounterState state) {
        return BASE + PER_STEP * state.timeline().steps().size();
    }
}
