package battleledger.kernel.combat;

import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.battlefield.Battlefield;
import battleledger.kernel.battlefield.Sightings;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.CoupDeGrace;
import battleledger.kernel.event.IntentEvent.AttackDeclared;
import battleledger.kernel.event.IntentEvent.CoupDeGraceDeclared;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.Situation;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.state.Battle;
import battleledger.kernel.decision.Owed;
import battleledger.kernel.decision.TriggerPoint;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Pending;

/** The Attack and Coup de Grace actions (001 › Combat › Actions in Combat, Attack Basics). */
public final class Attacks {

    private Attacks() {
    }

    public static Outcome attack(Facts f, Attack c) {
        Combatant actor = Acting.takesAction(f, c.actor());
        AttackProfile profile = Hands.inHand(f.battle(), actor, profile(actor, c.attack()));
        f.combatant(c.target(), "target");
        Situation situation = Sightings.situation(f.battle(), c.actor(), c.target(), c.situation(), f.byGm());
        Combatant target = targetable(f, actor, c.target(), situation);
        boolean melee = melee(f.battle(), actor, target, profile, c.mode(), situation);
        if (c.nonlethal() && !melee) {
            throw RuleViolation.illegal("nonlethal-melee-only", Playtest.NONLETHAL,
                    "only melee weapon attacks can be nonlethal");
        }
        return Outcome.of(new AttackDeclared(f.step(), f.by(), c.actor(), c.target(), profile.name(),
                melee ? "melee" : "ranged", c.nonlethal(), situation)).then(g -> opened(g, c, profile.name(),
                situation, actor.stats().name() + " attacks " + target.stats().name()));
    }

    /** An attack declared is a trigger point: readied actions may answer it before it lands (002 › Sequences). */
    static Outcome opened(Facts f, Attack c, String attack, Situation situation, String what) {
        Pending p = Pending.attack(f.newId("p"), c.actor(), c.target(), attack, c.nonlethal(), situation);
        return Outcome.none().owe(new Owed.TriggerPointOpened(TriggerPoint.declared(p, false, what), p));
    }

    /**
     * "You can use your action to perform a coup de grace against an unconscious creature within 5 feet of you.
     * Doing so requires you to attack that creature. On a hit, the creature drops to 0 hit points. If the creature
     * was already at 0 hit points or fewer, it dies." (001 › Combat › Actions in Combat › Coup de Grace)
     */
    public static Outcome coupDeGrace(Facts f, CoupDeGrace c) {
        Combatant actor = Acting.takesAction(f, c.actor());
        AttackProfile profile = Hands.inHand(f.battle(), actor, profile(actor, c.attack()));
        Combatant target = targetable(f, actor, c.target(), field(f.battle(), c));
        if (!target.has(Condition.UNCONSCIOUS)) {
            throw RuleViolation.conflict("not-unconscious", Playtest.COUP_DE_GRACE,
                    target.stats().name() + " is not unconscious");
        }
        if (!Battlefield.within(f.battle(), actor.id(), target.id(), 5)) {
            throw RuleViolation.conflict("not-within-5-feet", Playtest.COUP_DE_GRACE,
                    target.stats().name() + " is not within 5 feet of " + actor.stats().name());
        }
        if (!profile.melee()) {
            throw RuleViolation.illegal("melee-only", Playtest.COUP_DE_GRACE, "a coup de grace is a melee attack");
        }
        return Outcome.of(new CoupDeGraceDeclared(f.step(), f.by(), c.actor(), c.target(), profile.name()))
                .then(g -> coupDeGraceRolled(g, c, profile));
    }

    /**
     * The field between the two as for any attack: on a grid, the cover and sight where they stand (a target in a
     * heavily obscured cell is unseen; total cover cannot be targeted); without one, the open field.
     */
    private static Situation field(battleledger.kernel.state.Battle b, CoupDeGrace c) {
        return b.combatant(c.target()) == null || b.combatant(c.actor()) == null ? Situation.OPEN
                : battleledger.kernel.battlefield.Sightings.situation(b, c.actor(), c.target(), Situation.OPEN, false);
    }

    /** The coup de grace's attack roll, then on a hit its blow, then the attacker's position given away. */
    static Outcome coupDeGraceRolled(Facts f, CoupDeGrace c, AttackProfile profile) {
        Strikes.Rolled rolled = Strikes.roll(f, new Strikes.Strike(c.actor(), c.target(), profile, true,
                field(f.battle(), c), false, false));
        Outcome out = rolled.outcome();
        if (rolled.event().hit()) {
            out = out.then(g -> coupDeGraceLands(g, c));
        }
        return out.then(g -> Strikes.reveal(g, c.actor()));
    }

    /**
     * "On a hit, the creature drops to 0 hit points. If the creature was already at 0 hit points or fewer, it dies."
     * (001 › Combat › Actions in Combat › Coup de Grace)
     */
    static Outcome coupDeGraceLands(Facts f, CoupDeGrace c) {
        Combatant struck = f.battle().combatant(c.target());
        if (struck.hp() <= 0) {
            return Damage.kill(f, struck, "a coup de grace on a creature at 0 hit points or fewer",
                    Playtest.COUP_DE_GRACE);
        }
        return Damage.deal(f, c.target(), new Damage.Blow(c.actor(), null, null, struck.hp(), false, true));
    }

    public static AttackProfile profile(Combatant actor, String name) {
        return actor.stats().attacks().stream().filter(a -> a.name().equals(name)).findFirst()
                .orElseThrow(() -> RuleViolation.unknown("unknown-attack", actor.stats().name() + " has no attack \""
                        + name + "\"; it has " + actor.stats().attacks().stream().map(AttackProfile::name).toList()));
    }

    /** A target the attacker may attack at all: alive, seen enough to target, not behind total cover. */
    public static Combatant targetable(Facts f, Combatant actor, String targetId, Situation situation) {
        Combatant target = Acting.living(f, targetId, "target", Playtest.ATTACK_BASICS);
        if (target.id().equals(actor.id())) {
            throw RuleViolation.illegal("self-target", Playtest.ATTACK_BASICS, "a creature does not attack itself");
        }
        RuleViolation forbidden = forbidden(f.battle(), actor, target);
        if (forbidden != null) {
            throw forbidden;
        }
        if (situation.cover() == Situation.Cover.TOTAL) {
            throw RuleViolation.illegal("total-cover", Playtest.COVER,
                    "a target with total cover cannot be targeted by an attack");
        }
        return target;
    }

    /**
     * Why {@code actor} may not attack {@code target} at all, whatever the path (an Attack, an opportunity attack, a
     * readied attack), or null: "A charmed creature cannot attack the charmer" (001 › Conditions › Charmed); "A
     * creature from which you are hidden cannot target you with attacks" (001 › Exploration › Stealth › Benefits of
     * Being Hidden); an ethereal creature inside a solid object "cannot target anything but the object" (001 ›
     * Conditions › Ethereal).
     */
    public static RuleViolation forbidden(Battle b, Combatant actor, Combatant target) {
        RuleViolation inside = InsideObjects.targeting(b, actor);
        if (inside != null) {
            return inside;
        }
        if (actor.has(Condition.CHARMED) && target.id().equals(actor.sourceOf(Condition.CHARMED))) {
            return RuleViolation.illegal("charmed", Condition.CHARMED.rule(),
                    actor.stats().name() + " is charmed by " + target.stats().name() + " and cannot attack it");
        }
        if (target.stance().hiding() != null && target.stance().hiding().from().contains(actor.id())) {
            return RuleViolation.illegal("target-hidden", Playtest.HIDDEN_TARGETS, target.stats().name()
                    + " is hidden from " + actor.stats().name() + ": it must be found first (Search)");
        }
        return null;
    }

    /** Melee when the attack can reach and is chosen or apt; ranged within long range otherwise. */
    public static boolean melee(Battle b, Combatant actor, Combatant target, AttackProfile profile, String mode,
                         Situation situation) {
        Integer distance = situation.distance();
        boolean inReach = profile.melee() && (distance != null && distance <= profile.reach()
                || !Battlefield.gridded(b) && b.engaged(actor.id(), target.id()));
        boolean melee;
        if (mode != null) {
            melee = switch (mode) {
                case "melee" -> true;
                case "ranged" -> false;
                default -> throw RuleViolation.invalid("invalid-mode", "mode is melee or ranged, not " + mode);
            };
            if (melee ? !profile.melee() : !profile.ranged()) {
                throw RuleViolation.illegal("invalid-mode", Playtest.ATTACK_BASICS,
                        profile.name() + " cannot be used as a " + mode + " attack");
            }
        } else {
            melee = profile.melee() && (inReach || !profile.ranged());
        }
        if (melee && !inReach) {
            throw RuleViolation.conflict("out-of-reach", Playtest.MELEE_ATTACKS, target.stats().name()
                    + " is not within " + actor.stats().name() + "'s reach (" + profile.reach() + " feet)");
        }
        if (!melee && distance != null && distance > profile.range().get(1)) {
            throw RuleViolation.conflict("out-of-range", Playtest.RANGED_ATTACKS, target.stats().name() + " is "
                    + distance + " feet away, beyond the long range of " + profile.range().get(1) + " feet");
        }
        return melee;
    }
}
