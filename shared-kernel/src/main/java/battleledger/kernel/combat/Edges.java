package battleledger.kernel.combat;

import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.event.StanceEvent.AdvantageSpent;
import battleledger.kernel.model.Ability;
import battleledger.kernel.model.Condition;
import battleledger.kernel.ruleset.Edge;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Stance;

import java.util.ArrayList;
import java.util.List;

/**
 * The advantage and disadvantage a creature carries into a roll: from its conditions, from a Help, from a GM's
 * ruling. The one-time ones are spent when the roll is made, each with its own event.
 */
public final class Edges {

    private Edges() {
    }

    /** An edge and the one-time sources it uses up. */
    public record Found(Edge edge, List<String> spent) {
        /** The spending of the one-time sources, to follow the roll that used them. */
        public Outcome spend(Facts f, String who) {
            return Outcome.of(spent.stream().map(s -> new AdvantageSpent(f.step(), who, s)).toList());
        }
    }

    /**
     * Edges on an ability check: intoxicated and frightened creatures have disadvantage; a Help with a task of this
     * ability (or with no ability named) gives advantage.
     */
    public static Found check(Battle b, Combatant who, Ability ability) {
        return check(b, who, ability, null);
    }

    /** The same, for a check of a skill: a Help given with that skill counts only here (001 › Help). */
    public static Found check(Battle b, Combatant who, Ability ability, String skill) {
        Edge edge = Edge.none();
        List<String> spent = new ArrayList<>();
        for (Condition c : who.with(Condition.Effect.CHECKS_WITH_DISADVANTAGE)) {
            edge.disadvantage(c.name().toLowerCase());
        }
        encumbered(who, edge);
        if (afraid(b, who)) {
            edge.disadvantage("frightened");
        }
        for (Stance.Aid aid : who.stance().helpedBy()) {
            if (aid.covers(ability.code(), skill)) {
                edge.advantage("help from " + aid.helper());
                spent.add("help from " + aid.helper());
            }
        }
        ruled(who, "check", edge, spent);
        return new Found(edge, spent);
    }

    /** Edges on a saving throw: a restrained creature has disadvantage on Dexterity saves. */
    public static Found save(Combatant who, Ability ability) {
        Edge edge = Edge.none();
        List<String> spent = new ArrayList<>();
        if (ability == Ability.DEX) {
            for (Condition c : who.with(Condition.Effect.DEX_SAVES_WITH_DISADVANTAGE)) {
                edge.disadvantage(c.name().toLowerCase());
            }
        }
        encumbered(who, edge);
        ruled(who, "save", edge, spent);
        return new Found(edge, spent);
    }

    /**
     * What the creature itself adds to any saving throw, whoever calls for it (a spell, the GM): "you have +4 to
     * Dexterity saving throws" while dodging (001 › Combat › Actions in Combat › Dodge).
     */
    public static List<battleledger.kernel.dice.Modifier> saveBonuses(Combatant who, Ability ability) {
        List<battleledger.kernel.dice.Modifier> mods = new ArrayList<>();
        if (ability == Ability.DEX && who.stance().dodging()) {
            mods.add(new battleledger.kernel.dice.Modifier("dodge", 4));
        }
        return mods;
    }

    /**
     * "If you carry more than this weight, you are encumbered, which means ... you have disadvantage on checks, attack
     * rolls, and saving throws" (001 › Ability Scores › Strength › Carrying Capacity).
     */
    static void encumbered(Combatant who, Edge edge) {
        if (battleledger.kernel.model.Carrying.encumbered(who.stats())) {
            edge.disadvantage("encumbered");
        }
    }

    /**
     * "Apply Bonuses and Penalties: If a class feature, a skill, a spell, or some other effect gives you a bonus or a
     * penalty to this check, apply it to your current total" (001 › Basic Rules › Checks › Making a Check): the
     * training bonus of a skill the stat block lists; nothing for a skill it is not trained in. The checks the rules
     * name a skill for use it: stealth to hide, perception to notice or search, arcana to identify a spell (000).
     */
    public static List<battleledger.kernel.dice.Modifier> training(Combatant who, String skill) {
        Integer bonus = skill == null || who.stats().skills() == null ? null : who.stats().skills().get(skill);
        return bonus == null || bonus == 0 ? List.of() : List.of(new battleledger.kernel.dice.Modifier(skill, bonus));
    }

    /** The GM's one-time edges on the next roll of a kind. */
    static void ruled(Combatant who, String kind, Edge edge, List<String> spent) {
        for (Stance.RuledEdge r : who.stance().edges()) {
            if (r.roll().equals(kind)) {
                String source = "GM: " + r.reason();
                if (r.advantage()) {
                    edge.advantage(source);
                } else {
                    edge.disadvantage(source);
                }
                spent.add(source);
            }
        }
    }

    /**
     * "disadvantage on checks and attacks while the source of its fear is within line of sight" (001 ›
     * Conditions › Frightened). Without a grid, the source is in sight while it is in the battle and alive; on one,
     * while a line of sight runs between them (003 › Line of Sight, or the GM's standing sight ruling).
     */
    static boolean afraid(Battle b, Combatant who) {
        if (!who.has(Condition.FRIGHTENED)) {
            return false;
        }
        String source = who.sourceOf(Condition.FRIGHTENED);
        Combatant feared = source == null ? null : b.combatant(source);
        if (source == null) {
            return true;
        }
        if (feared == null || feared.dead()) {
            return false;
        }
        return !battleledger.kernel.battlefield.Sightings.situation(b, who.id(), source,
                battleledger.kernel.model.Situation.OPEN, false).unseen();
    }
}
