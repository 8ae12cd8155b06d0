package battleledger.kernel.command;

/** The GM moving on the timeline (DESIGN.md, Undo, redo, revoke). */
public sealed interface TimelineCommand extends EncounterCommand {

    /** Reverts the latest active step; repeated, it walks back. */
    record Undo() implements TimelineCommand {
    }

    /** Re-applies the most recently undone step with the very same events, until a new step is taken. */
    record Redo() implements TimelineCommand {
    }

    /**
     * Takes back the ruling made at {@code step}: the battle is rewound to before it and every later command is
     * decided again, in order, with the same dice keys; commands that became illegal are dropped and named.
     */
    record RevokeRuling(int step) implements TimelineCommand {
    }
}
