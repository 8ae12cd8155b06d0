package battleledger.kernel.combat;

import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.dice.DiceExpression;
import battleledger.kernel.dice.Modifier;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.AttackEvent.AttackRolled;
import battleledger.kernel.event.TurnEvent.DefenceOffered;
import battleledger.kernel.event.StanceEvent.Revealed;
import battleledger.kernel.model.Ability;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.Situation;
import battleledger.kernel.ruleset.Edge;
import battleledger.kernel.ruleset.Ruleset;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;

import java.util.ArrayList;
import java.util.List;

/**
 * One attack, resolved: "d20 + ability modifier + weapon or magic training (if any) + situational modifiers. If the
 * total of your roll equals or exceeds the target's Armor Class (AC), the attack hits" (001 › Combat › Attack Basics
 * › Attack Rolls), then the damage. Every advantage, disadvantage and modifier is recorded with its source.
 */
public final class Strikes {

    private Strikes() {
    }

    /** An attack about to be rolled. */
    public record Strike(String attacker, String target, AttackProfile profile, boolean melee, Situation situation,
                         boolean nonlethal, boolean opportunity, boolean abilityToDamage, boolean spell) {
        public Strike(String attacker, String target, AttackProfile profile, boolean melee, Situation situation,
                      boolean nonlethal, boolean opportunity) {
            this(attacker, target, profile, melee, situation, nonlethal, opportunity, true);
        }

        /** A weapon's strike (not a spell's). */
        public Strike(String attacker, String target, AttackProfile profile, boolean melee, Situation situation,
                      boolean nonlethal, boolean opportunity, boolean abilityToDamage) {
            this(attacker, target, profile, melee, situation, nonlethal, opportunity, abilityToDamage, false);
        }
    }

    /** An attack rolled: its event, and the one-time edges it used up, spent right after it. */
    public record Rolled(AttackRolled event, Outcome outcome) {
    }

    /** Rolls the attack and, on a hit, its damage; an attack gives a hidden attacker's position away. */
    public static Outcome strike(Facts f, Strike s) {
        return struck(s, roll(f, s));
    }

    /** What follows an attack rolled: on a hit, the blow; then the attacker's position given away. */
    public static Outcome struck(Strike s, Rolled rolled) {
        Outcome out = rolled.outcome();
        if (rolled.event().hit()) {
            out = out.then(g -> hit(g, s, rolled.event().critical()));
        }
        return out.then(g -> reveal(g, s.attacker()));
    }

    /** The attack roll, drawn now; its outcome is the roll's event and the edges it spent. */
    public static Rolled roll(Facts f, Strike s) {
        Battle b = f.battle();
        Combatant attacker = b.combatant(s.attacker());
        Combatant target = b.combatant(s.target());
        Edge edge = Edge.none();
        List<String> spent = new ArrayList<>();
        List<Modifier> mods = new ArrayList<>();
        Ability ability = Ability.fromCode(s.profile().ability());
        if (ability != null) { // a Dragonbane weapon names its skill instead, read by the ruleset
            mods.add(new Modifier(ability.code(), attacker.stats().modifier(ability)));
        }
        if (s.profile().proficiency() != 0) {
            mods.add(new Modifier("proficiency", s.profile().proficiency()));
        }
        attackerSide(b, attacker, target, s, edge, mods);
        targetSide(b, attacker, target, s, edge);
        Edges.ruled(attacker, "attack", edge, spent);
        if (s.opportunity()) {
            edge.advantage("opportunity attack");
        }
        List<Modifier> acMods = armor(b, target, s.situation());
        int ac = target.stats().ac() + acMods.stream().mapToInt(Modifier::value).sum();
        Ruleset.AttackRoll attack = f.ruleset().attack(f.dice(), attacker, s.profile(),
                s.opportunity() ? "opportunity attack" : "attack", edge, mods, ac);
        boolean hit = attack.hit();
        boolean critical = attack.critical();
        Roll judged = attack.roll();
        AttackRolled event = new AttackRolled(f.step(), s.attacker(), s.target(), s.profile().name(),
                s.melee() ? "melee" : "ranged", judged, target.stats().ac(), acMods, hit, critical);
        return new Rolled(event, Outcome.of(event).and(new Edges.Found(edge, spent).spend(f, s.attacker())));
    }

    /** What the attacker brings: its conditions, fear, being hidden, range and melee for ranged attacks. */
    static void attackerSide(Battle b, Combatant attacker, Combatant target, Strike s, Edge edge,
                             List<Modifier> mods) {
        for (Condition c : attacker.with(Condition.Effect.ATTACKS_WITH_DISADVANTAGE)) {
            edge.disadvantage(c.name().toLowerCase());
        }
        if (Edges.afraid(b, attacker)) {
            edge.disadvantage("frightened");
        }
        Edges.encumbered(attacker, edge);
        if (attacker.has(Condition.PRONE)) {
            mods.add(new Modifier("prone", -2)); // "The creature takes a –2 penalty to attack rolls."
        }
        if (attacker.stance().hiding() != null && attacker.stance().hiding().from().contains(target.id())) {
            edge.advantage("hidden from the target"); // 001 › Exploration › Stealth › Benefits of Being Hidden
        }
        if (s.situation().unseen()) {
            // cites Playtest.UNSEEN_TARGET
            edge.disadvantage("unseen target"); // 001 › Combat › Attack Basics › Attacking an Unseen Target
        }
        String flanker = battleledger.kernel.battlefield.Flanks.ally(b, attacker.id(), target.id(), s.melee());
        if (flanker != null) {
            // 003 › Optional Rule: Flanking; a flanker that hides is not named: the roll's reasons are read by everyone,
            // and who flanks tells where it stands (001 › Exploration › Stealth › Benefits of Being Hidden)
            edge.advantage(b.combatant(flanker).stance().hiding() != null ? "flanking"
                    : "flanking with " + b.combatant(flanker).stats().name());
        }
        if (!s.melee()) {
            Integer distance = s.situation().distance();
            if (distance != null && distance > s.profile().range().get(0)) {
                edge.disadvantage("long range"); // 001 › Combat › Attack Basics › Ranged Attacks › Range
            }
            // "When you make a ranged attack with a weapon while you are within a hostile creature's reach": a spell
            // attack is not one (a caster in melee makes the Spell Disruption check instead, 001 › Magic)
            if (!s.spell() && !battleledger.kernel.battlefield.Battlefield.threatening(b, attacker.id()).isEmpty()) {
                // cites Playtest.RANGED_IN_MELEE
                edge.disadvantage("ranged attack within a hostile creature's reach");
            }
        }
    }

    /** What the target's conditions give: advantage against the blinded, paralyzed, restrained, stunned ... */
    static void targetSide(Battle b, Combatant attacker, Combatant target, Strike s, Edge edge) {
        for (Condition c : target.with(Condition.Effect.ATTACKED_WITH_ADVANTAGE)) {
            edge.advantage("target " + c.name().toLowerCase());
        }
        for (Condition c : target.with(Condition.Effect.ATTACKED_WITH_DISADVANTAGE)) {
            edge.disadvantage("target " + c.name().toLowerCase());
        }
        if (target.has(Condition.PRONE)) {
            // "Any melee attack against the creature has advantage, whereas any ranged attack has disadvantage,
            // unless the attacker is within 10 feet of the creature." (001 › Conditions › Prone)
            Integer distance = s.situation().distance();
            boolean near = distance != null ? distance <= 10 : b.engaged(attacker.id(), target.id());
            if (s.melee()) {
                edge.advantage("target prone");
            } else if (!near) {
                edge.disadvantage("target prone, attacker beyond 10 feet");
            }
        }
    }

    /** The target's AC bonuses: cover, and Dodge while it can still move and act. */
    static List<Modifier> armor(Battle b, Combatant target, Situation situation) {
        List<Modifier> mods = new ArrayList<>();
        // one bonus per spell, the same spell twice giving its highest (001 › Magic › Combining Magical Effects)
        battleledger.kernel.magic.ActiveEffects.armorBonus(b, target.id()).forEach((spell, bonus) ->
                mods.add(new Modifier(spell, bonus)));
        if (situation.cover().bonus() > 0) {
            mods.add(new Modifier(situation.coverSource(), situation.cover().bonus()));
        }
        if (target.stance().dodging()) {
            mods.add(new Modifier("dodge", 4)); // 001 › Combat › Actions in Combat › Dodge
        }
        return mods;
    }

    /**
     * A blow that struck home: the target may be offered a defence first (a ruleset's parry or dodge, {@link
     * Defences}); otherwise the damage. An opportunity attack is itself a reaction: it offers none.
     */
    public static Outcome hit(Facts f, Strike s, boolean critical) {
        DefenceOffered offered = s.opportunity() ? null : Defences.offered(f, s.target(), s.attacker(),
                new battleledger.kernel.state.Harm(battleledger.kernel.state.Harm.ATTACK, s.profile().name(),
                        critical, s.melee(), null), null);
        return offered != null ? Outcome.of(offered) : damage(f, s, critical);
    }

    /** The damage: the weapon's dice and ability modifier; a critical hit deals the maximum (001 › Critical Hit). */
    static Outcome damage(Facts f, Strike s, boolean critical) {
        Combatant attacker = f.battle().combatant(s.attacker());
        Ability ability = Ability.fromCode(s.profile().ability());
        DiceExpression dice = DiceExpression.parse(s.profile().damage());
        List<Modifier> mods = s.abilityToDamage() && ability != null
                ? List.of(new Modifier(ability.code(), attacker.stats().modifier(ability))) : List.of();
        Roll roll = f.ruleset().damage(f.dice(), s.attacker(), dice, mods, critical);
        return Damage.deal(f, s.target(), new Damage.Blow(s.attacker(), s.profile().damageType(), roll,
                Math.max(0, roll.total()), s.nonlethal(), false));
    }

    /** "Usually attacking reveals your position." (001 › Exploration › Stealth › Benefits of Being Hidden) */
    static Outcome reveal(Facts f, String attacker) {
        Combatant c = f.battle().combatant(attacker);
        return c == null || c.stance().hiding() == null ? Outcome.none()
                : Outcome.of(new Revealed(f.step(), attacker, List.of(), "attacking reveals its position"));
    }
}
