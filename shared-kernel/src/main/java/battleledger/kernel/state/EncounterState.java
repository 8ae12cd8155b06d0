package battleledger.kernel.state;

/**
 * Everything the decider knows of an encounter: what it was created as, the battle as its active steps leave it,
 * and the timeline of every step.
 */
public record EncounterState(Encounter encounter, Battle battle, Timeline timeline) {

    public static final EncounterState INITIAL = new EncounterState(null, Battle.EMPTY, Timeline.EMPTY);

    public boolean exists() {
        return encounter != null;
    }

    /** The number the next accepted command's step will have. */
    public int nextStep() {
        return timeline.lastStep() + 1;
    }

    public EncounterState withBattle(Battle b) {
        return new EncounterState(encounter, b, timeline);
    }
}
