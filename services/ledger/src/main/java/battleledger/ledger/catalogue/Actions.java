package battleledger.ledger.catalogue;

import battleledger.kernel.command.IntentCommand;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.rules.Rule;
import battleledger.kernel.rules.Xanathar;
import battleledger.kernel.ruleset.dragonbane.DragonbaneRule;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;

/**
 * What a combatant can do in a battle, as a menu: each intent command with what it uses of the turn, its fields
 * and the rule that decides it (001 › Combat › Actions in Combat, and the sections cited).
 * <p>Cites {@code Playtest.ACTIONS}.
 */
final class Actions {

    /** One entry of the menu: the command's type, what it costs, the rule, and the fields of its JSON body. */
    record Action(String type, String name, String uses, String rule, List<Field> fields) {
    }

    /** A field of a command's body: its name and JSON type (string, integer, boolean, array, object). */
    record Field(String name, String type) {
    }

    private static final List<Action> ALL = List.of(
            of(IntentCommand.Attack.class, "Attack", "action", Playtest.ATTACK_ACTION),
            of(IntentCommand.CastSpell.class, "Cast a Spell", "action (a reaction for a reaction spell)",
                    Playtest.CAST_A_SPELL_ACTION),
            of(IntentCommand.CoupDeGrace.class, "Coup de Grace", "action", Playtest.COUP_DE_GRACE),
            of(IntentCommand.Disengage.class, "Disengage", "action", Playtest.DISENGAGE),
            of(IntentCommand.Dodge.class, "Dodge", "action", Playtest.DODGE),
            of(IntentCommand.Help.class, "Help", "action", Playtest.HELP),
            of(IntentCommand.Hide.class, "Hide", "action", Playtest.HIDE),
            of(IntentCommand.Hustle.class, "Hustle", "action", Playtest.HUSTLE),
            of(IntentCommand.Improvise.class, "Improvise", "action", Playtest.IMPROVISE),
            of(IntentCommand.Ready.class, "Ready an Action", "action", Playtest.READY),
            of(IntentCommand.Search.class, "Search", "action", Playtest.SEARCH),
            of(IntentCommand.UseItem.class, "Use an Item", "action", Playtest.USE_AN_ITEM),
            of(IntentCommand.DropItem.class, "Drop a held item", "nothing", Playtest.USE_AN_ITEM),
            of(IntentCommand.PickUpItem.class, "Pick up an item", "nothing (a free hand)", Playtest.USE_AN_ITEM),
            of(IntentCommand.Move.class, "Move", "movement", Playtest.MOVEMENT_IN_COMBAT),
            of(IntentCommand.DeclareReaction.class, "Declare a readied reaction", "reaction", Playtest.REACTIONS),
            of(IntentCommand.PassReaction.class, "Pass on a reaction", "nothing", Playtest.REACTIONS),
            of(IntentCommand.IdentifySpell.class, "Identify a spell being cast", "reaction", Xanathar.IDENTIFYING),
            of(IntentCommand.EndSpell.class, "End a spell", "nothing", Playtest.DURATION),
            of(IntentCommand.EndTurn.class, "End the turn", "nothing", Playtest.TAKING_A_TURN));

    /**
     * Dragonbane's: one action and a move a round; parry and dodge replace the round's action; reaction spells are
     * cast outside one's turn without it; a failed roll may be pushed (Dragonbane core rules › Actions and Movement,
     * Parrying and Dodging, Pushing Your Roll; 004 › Casting Spells).
     */
    private static final List<Action> DRAGONBANE = List.of(
            of(IntentCommand.Attack.class, "Attack", "action", DragonbaneRule.MELEE),
            of(IntentCommand.CastSpell.class, "Cast a Spell", "action (a reaction spell: nothing, only WP)",
                    DragonbaneRule.CASTING_TIME),
            of(IntentCommand.Defend.class, "Parry or dodge", "the round's action", DragonbaneRule.PARRY_AND_DODGE),
            of(IntentCommand.PushRoll.class, "Push a failed roll", "nothing (a condition)", DragonbaneRule.PUSHING),
            of(IntentCommand.Move.class, "Move", "movement", DragonbaneRule.ACTIONS),
            of(IntentCommand.PassReaction.class, "Let a blow or a spell land", "nothing",
                    DragonbaneRule.PARRY_AND_DODGE),
            of(IntentCommand.EndTurn.class, "End the turn", "nothing", DragonbaneRule.ACTIONS));

    private Actions() {
    }

    /** The menu of a ruleset. */
    static List<Action> of(battleledger.kernel.model.RulesetId ruleset) {
        return switch (ruleset) {
            case PLAYTEST -> ALL;
            case DRAGONBANE -> DRAGONBANE;
        };
    }

    private static Action of(Class<? extends IntentCommand> command, String name, String uses, Rule rule) {
        List<Field> fields = new ArrayList<>();
        for (RecordComponent c : command.getRecordComponents()) {
            fields.add(new Field(c.getName(), jsonType(c.getGenericType())));
        }
        return new Action(command.getSimpleName(), name, uses, rule.citation(), List.copyOf(fields));
    }

    static String jsonType(Type type) {
        Class<?> raw = type instanceof ParameterizedType p ? (Class<?>) p.getRawType() : (Class<?>) type;
        if (raw == String.class || raw.isEnum()) {
            return "string";
        }
        if (raw == int.class || raw == Integer.class || raw == long.class || raw == Long.class) {
            return "integer";
        }
        if (raw == boolean.class || raw == Boolean.class) {
            return "boolean";
        }
        if (List.class.isAssignableFrom(raw)) {
            return "array";
        }
        return "object";
    }
}
