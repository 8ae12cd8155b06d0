package battleledger.ledger.edge;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.IntentCommand;
import battleledger.kernel.command.RulingCommand;
import battleledger.kernel.command.SetupCommand;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
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
        }
    }

    /**
     * The fields a command sent to /commands never goes without (400 missing-field when absent), in the order they are
     * checked. Who acts, and what an attack is made with and at, are never optional: a command without them is
     * missing a field, not naming a combatant or an attack that does not exist (422 "no combatant \"null\""); nor are
     * the kind of roll an advantage is granted on, the stat block a combatant joins with, or the condition a ruling
     * applies or removes. The OpenAPI document marks them required from this list. A readied action inside Ready or
     * DeclareReaction is held to them too: its actor is the readying combatant's id (else invalid-readied-action, or
     * readied-action-mismatch), and a readied Attack without its target or attack was stored, to fail only when set off.
     */
    public static List<String> required(Class<?> command) {
        List<String> fields = new ArrayList<>();
        if (!command.isRecord()) {
            return fields;
        }
        boolean attack = command == IntentCommand.Attack.class || command == IntentCommand.CoupDeGrace.class;
        for (RecordComponent component : command.getRecordComponents()) {
            String name = component.getName();
            if (component.getType() == String.class
                    && (name.equals("actor") || attack && (name.equals("target") || name.equals("attack")))
                    || command == RulingCommand.GrantAdvantage.class && name.equals("roll")
                    || command == SetupCommand.AddCombatant.class && name.equals("combatant")
                    || (command == RulingCommand.ApplyCondition.class || command == RulingCommand.RemoveCondition.class)
                    && name.equals("condition")) {
                fields.add(name);
            }
        }
        return fields;
    }

    private static void requiredNames(EncounterCommand command) {
        requiredNames("", command);
    }

    private static void requiredNames(String prefix, EncounterCommand command) {
        for (java.lang.reflect.Method accessor : REQUIRED.get(command.getClass())) {
            try {
                String name = accessor.getName();
                required(prefix + name, accessor.invoke(command), WHAT.getOrDefault(name,
                        "who or what the command is about"));
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /**
     * The accessors of {@link #required(Class)}'s fields, found once a command type: a record's components are read
     * anew (and copied) at every call of getRecordComponents, which every command paid for (issue 18).
     */
    private static final ClassValue<List<java.lang.reflect.Method>> REQUIRED = new ClassValue<>() {
        @Override
        protected List<java.lang.reflect.Method> computeValue(Class<?> type) {
            List<java.lang.reflect.Method> accessors = new ArrayList<>();
            for (String name : required(type)) {
                try {
                    accessors.add(type.getMethod(name));
                } catch (NoSuchMethodException e) {
                    throw new IllegalStateException(e);
                }
            }
            return List.copyOf(accessors);
        }
    };

    private static final Map<String, String> WHAT = Map.of("roll", "\"attack\", \"check\" or \"save\"",
            "combatant", "the stat block of the combatant who joins", "condition", "the condition the ruling is about");

    private static void readied(String field, IntentCommand action) {
        if (action instanceof IntentCommand.Ready || action instanceof IntentCommand.DeclareReaction) {
            throw RuleViolation.invalid("malformed-command", field + " is the one action taken when the trigger "
                    + "happens; it cannot be another " + action.getClass().getSimpleName()
                    + " (001 › Combat › Actions in Combat › Ready)");
        }
        if (action != null) {
            requiredNames(field + ".", action);
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
