package battleledger.kernel.command;

/**
 * A command as it reaches the decider: what is asked, and by whom ("gm", or the id of the combatant whose player
 * sends it).
 */
public record Submission(String by, EncounterCommand command) {

    public static final String GM = "gm";

    public Submission {
        by = by == null || by.isBlank() ? GM : by;
    }

    public static Submission byGm(EncounterCommand command) {
        return new Submission(GM, command);
    }

    public boolean fromGm() {
        return GM.equals(by);
    }
}
