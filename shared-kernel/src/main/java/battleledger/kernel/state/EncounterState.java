package battleledger.kernel.state;

/**
 * Everything the decider knows of an encounter: what it was created as, the battle as the commands in effect leave
 * it, the timeline of every step, and the history of the commands in effect.
 */
public record EncounterState(Encounter encounter, Battle battle, Timeline timeline, History history) {

    public static final EncounterState INITIAL = new EncounterState(null, Battle.EMPTY, Timeline.EMPTY, History.EMPTY);

    public boolean exists() {
        return encounter != null;
    }

    /** The number the next accepted command's step will have. */
    public int nextStep() {
        return timeline.lastStep() + 1;
    }
}
