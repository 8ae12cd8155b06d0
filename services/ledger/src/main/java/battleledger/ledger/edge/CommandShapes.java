package battleledger.ledger.edge;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.IntentCommand;
import battleledger.kernel.command.RulingCommand;
import battleledger.kernel.command.SetupCommand;

import java.lang.reflect.RecordComponent;
import java.util.Map;

/**
 * The shape of a command once read, checked before the decider sees it (issue 16): what the JSON types cannot say.
 * A readied action is one action, never another readiness (001 › Combat › Actions in Combat › Ready); a map of
 * numbers holds numbers; a ruling names the kind of roll it is about. Whatever is legal in shape but not in the
 * battle is the decider's to refuse, with the rule it cites.
 */
public final class CommandShapes {

    private CommandShapes() {
    }

    public static void check(EncounterCommand command) {
        requiredNames(command);
        if (command instanceof IntentCommand.Ready r) {
            readied("action", r.action());
        } else if (command instanceof IntentCommand.DeclareReaction d) {
            readied("action", d.action());
        } else if (command instanceof SetupCommand.AddCombatant a && a.combatant() != null) {
            numbers("combatant.slots", a.combatant().slots());
        } else if (command instanceof SetupCommand.ShortRest s) {
            numbers("spend", s.spend());
        } else if (command instanceof RulingCommand.GrantAdvantage g) {
            required("roll", g.roll(), "\"attack\", \"check\" or \"save\"");
        }
    }

    /**
     * Who acts, and what an attack is made with and at, are never optional: a command without them is missing a
     * field (400), not naming a combatant or an attack that does not exist (422 "no combatant \"null\"").
     */
    private static void requiredNames(EncounterCommand command) {
        if (!(command instanceof Record)) {
            return;
        }
        boolean attack = command instanceof IntentCommand.Attack || command instanceof IntentCommand.CoupDeGrace;
        for (RecordComponent component : command.getClass().getRecordComponents()) {
            String name = component.getName();
            if (component.getType() == String.class
                    && (name.equals("actor") || attack && (name.equals("target") || name.equals("attack")))) {
                try {
                    required(name, component.getAccessor().invoke(command), "who or what the command is about");
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException(e);
                }
            }
        }
    }

    private static void readied(String field, IntentCommand action) {
        if (action instanceof IntentCommand.Ready || action instanceof IntentCommand.DeclareReaction) {
            throw RuleViolation.invalid("malformed-command", field + " is the one action taken when the trigger "
                    + "happens; it cannot be another " + action.getClass().getSimpleName()
                    + " (001 › Combat › Actions in Combat › Ready)");
        }
    }

    private static void numbers(String field, Map<?, Integer> map) {
        map.forEach((key, value) -> {
            if (value == null) {
                throw RuleViolation.invalid("malformed-command", field + "." + key + " must be a whole number");
            }
        });
    }

    private static void required(String field, Object value, String what) {
        if (value == null) {
            throw RuleViolation.invalid("missing-field", field + " is required: " + what);
        }
    }
}
