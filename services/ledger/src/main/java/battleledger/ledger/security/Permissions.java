package battleledger.ledger.security;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.IntentCommand;
import battleledger.kernel.command.Submission;

/**
 * Who may send which command (README, Who may do what), decided from the token and the command alone. The roles that
 * may send commands at all are {@code @Secured} on the route; this decides what the body may ask:
 * <ul>
 *   <li>the GM sends everything; a body {@code by} other than "gm" is refused (403 by-mismatch);</li>
 *   <li>a player sends only a combatant's choices ({@link IntentCommand}), for a combatant of its token, and acts as
 *       that combatant: setup, rulings and the timeline are the GM's (403 gm-only, 403 not-your-combatant);</li>
 *   <li>a player submits the dice of its combatants' rolls (SubmitRoll, manual dice) as that combatant;</li>
 *   <li>spectators, auditors and the admin command nothing (403 read-only);</li>
 *   <li>in the open mode the body's {@code by} names who acts, as it did before tokens.</li>
 * </ul>
 */
public final class Permissions {

    private Permissions() {
    }

    /**
     * The submission as the kernel will decide it: the acting party taken from the token.
     *
     * @param by the sender the body names, or null when it names none
     */
    public static Submission authorize(Party party, String by, EncounterCommand command) {
        return switch (party.role()) {
            case OPEN -> new Submission(by, command);
            case GM -> {
                if (by != null && !by.equals(Submission.GM)) {
                    throw RuleViolation.forbidden("by-mismatch", null, "the token is the GM's; the body says \"by\":\""
                            + by + "\". Leave \"by\" out: the acting party comes from the token");
                }
                yield Submission.byGm(command);
            }
            case PLAYER -> {
                if (command instanceof battleledger.kernel.command.DiceCommand.SubmitRoll roll) {
                    yield new Submission(roller(party, by, roll), command);
                }
                if (!(command instanceof IntentCommand intent)) {
                    throw RuleViolation.forbidden("gm-only", null, command.getClass().getSimpleName()
                            + " is the GM's: setup, rulings and the timeline are sent with the GM's token");
                }
                String actor = intent.actor();
                if (actor == null || !party.actsFor(actor)) {
                    throw RuleViolation.forbidden("not-your-combatant", null, "this token acts for "
                            + String.join(", ", party.combatants()) + ", not for " + (actor == null ? "nobody" : actor));
                }
                if (by != null && !by.equals(actor)) {
                    throw RuleViolation.forbidden("by-mismatch", null, "the token acts for " + actor
                            + " here; the body says \"by\":\"" + by + "\"");
                }
                yield new Submission(actor, command);
            }
            case SPECTATOR, AUDIT, ADMIN -> throw RuleViolation.forbidden("read-only", null,
                    "a " + party.role().name().toLowerCase(java.util.Locale.ROOT) + " token reads and commands nothing");
        };
    }

    /**
     * A player submits dice as the combatant whose roll it is (issue 11, manual dice): the one its body's
     * {@code roller} names, or the token's only combatant; the kernel refuses a roll that is not that combatant's
     * (403 not-your-roll).
     */
    private static String roller(Party party, String by, battleledger.kernel.command.DiceCommand.SubmitRoll roll) {
        String roller = roll.roller() != null ? roll.roller() : by != null ? by
                : party.combatants().size() == 1 ? party.combatants().get(0) : null;
        if (roller == null) {
            throw RuleViolation.forbidden("not-your-combatant", null, "this token acts for "
                    + String.join(", ", party.combatants()) + ": name the roller (\"roller\") whose dice these are");
        }
        if (!party.actsFor(roller)) {
            throw RuleViolation.forbidden("not-your-combatant", null, "this token acts for "
                    + String.join(", ", party.combatants()) + ", not for " + roller);
        }
        if (by != null && !by.equals(roller)) {
            throw RuleViolation.forbidden("by-mismatch", null, "the roll is " + roller + "'s; the body says \"by\":\""
                    + by + "\"");
        }
        return roller;
    }
}
