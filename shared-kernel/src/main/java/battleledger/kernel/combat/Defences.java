package battleledger.kernel.combat;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.IntentCommand.Defend;
import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.decision.Owed;
import battleledger.kernel.event.AttackEvent.DefenceRolled;
import battleledger.kernel.event.TurnEvent.DefenceOffered;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.Situation;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.ruleset.Ruleset;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Harm;
import battleledger.kernel.state.Offer;

import java.util.List;
import java.util.Map;

/**
 * A defence against a harmful action that struck home, for a ruleset that has one (Dragonbane core rules ›
 * Parrying, Dodging; {@link Ruleset#offersDefence}): the battle offers the target a reaction and waits, as for any
 * reaction ({@link Reactions}); {@code Defend} rolls the defence through the ruleset and, when it fails,
 * {@code PassReaction} or a failed defence lets the harm land. What lands is looked up by the harm's kind in
 * {@link #LANDINGS}: an attack's damage, rolled as it lands; a spell's damage, rolled as it was cast (an area
 * spell dodged, not parried: 004 › Area of Effect; a single-target one parried or dodged as it allows: 004 ›
 * Rolling a Dragon).
 */
public final class Defences {

    /** What lands when a defence fails or is passed, by the harm's kind. */
    static final Map<String, Outcome.NextWith<Offer>> LANDINGS = Map.of(Harm.ATTACK, Defences::landAttack,
            Harm.SPELL, Defences::landSpell);

    private Defences() {
    }

    /**
     * The offer to {@code targetId} of a defence against {@code harm} by {@code against}, or null when there is none:
     * not when the ruleset has none, the target cannot act, or a Dusk sequence is resolving (its actions resolve one
     * after the other without waiting: the harm lands at once). It cites {@code cited} (the rule that lets this harm
     * be defended, such as 004 › Area of Effect for a spell) rather than the ruleset's defence rule, when given.
     */
    public static DefenceOffered offered(Facts f, String targetId, String against, Harm harm,
                                         battleledger.kernel.rules.Rule cited) {
        Battle b = f.battle();
        Combatant target = b.combatant(targetId);
        if (target == null || target.incapacitated() || target.surprised() || target.away() || b.sequence() != null) {
            return null;
        }
        battleledger.kernel.rules.Rule rule = f.ruleset().offersDefence(target);
        if (rule == null) {
            return null;
        }
        return new DefenceOffered(f.step(), targetId, against, harm.kind(), harm.source(), harm.dragon(),
                harm.parry(), harm.pending(), (cited == null ? rule : cited).citation(), harm.amount());
    }

    /** {@code Defend}: the defence the battle offers the actor, rolled; the harm lands unless it held. */
    public static Outcome defend(Facts f, Defend c) {
        Offer offer = Reactions.asked(f, c.actor());
        if (offer.harm() == null) {
            throw RuleViolation.conflict("no-defence-offered", Playtest.REACTIONS, "the battle offers "
                    + c.actor() + " " + offer.reaction() + " against " + offer.against() + ", not a defence");
        }
        Combatant defender = f.battle().combatant(c.actor());
        Acting.ableToAct(defender, "defend");
        if ("parry".equals(c.defence()) && c.weapon() != null && Hands.dropped(f.battle(), defender, c.weapon())) {
            throw RuleViolation.conflict("weapon-dropped", battleledger.kernel.rules.Playtest.USE_AN_ITEM,
                    defender.stats().name() + "'s " + c.weapon() + " lies on the ground: it parries nothing");
        }
        return Outcome.of(new battleledger.kernel.event.DragonbaneIntent.DefenceDeclared(f.step(), f.by(), c.actor(),
                c.defence(), c.weapon())).then(g -> rolled(g, c, offer, defender))
                .owe(new Owed.ReactionAnswered());
    }

    /**
     * The defence declared, rolled through the ruleset by the defender as it was when it declared it, with the action
     * it has left read on the battle now; the harm lands unless the defence held.
     */
    static Outcome rolled(Facts f, Defend c, Offer offer, Combatant defender) {
        Ruleset.Defence rolled = f.ruleset().defend(f.dice(), defender, c.defence(), c.weapon(), offer.harm(),
                actionLeft(f.battle(), defender));
        Outcome out = Outcome.of(new DefenceRolled(f.step(), c.actor(), offer.against(), c.defence(),
                "parry".equals(c.defence()) ? c.weapon() : null, rolled.roll(), rolled.held(),
                rolled.rule().citation()));
        return rolled.held() ? out : out.then(g -> land(g, offer));
    }

    /** The harm of a defence offer lands: the defence failed or was passed. */
    public static Outcome land(Facts f, Offer offer) {
        Outcome.NextWith<Offer> landing = LANDINGS.get(offer.harm().kind());
        if (landing == null) {
            throw new IllegalStateException("nothing lands a harm of kind " + offer.harm().kind());
        }
        return landing.after(f, offer);
    }

    /** An attack's damage: the weapon's dice, a Dragon's doubled (the ruleset's critical). */
    static Outcome landAttack(Facts f, Offer offer) {
        Combatant attacker = f.battle().combatant(offer.against());
        if (attacker == null) {
            return Outcome.none();
        }
        AttackProfile weapon = Attacks.profile(attacker, offer.harm().source());
        return Strikes.damage(f, new Strikes.Strike(offer.against(), offer.reactor(), weapon, offer.harm().parry(),
                Situation.OPEN, false, false), offer.harm().dragon());
    }

    /**
     * A spell's damage, rolled once as it was cast and carried by the offer: it lands on the target unreduced, as a
     * spell's damage does when it is not dodged (004 › Area of Effect).
     */
    static Outcome landSpell(Facts f, Offer offer) {
        Integer amount = offer.harm().amount();
        if (amount == null || f.battle().combatant(offer.reactor()) == null) {
            return Outcome.none();
        }
        return Damage.deal(f, offer.reactor(), new Damage.Blow(offer.against(), "magic", null, amount, false, true));
    }

    /**
     * Whether the defender still has the action a defence would take: its turn has not come yet this round, or it is
     * its turn and it has not acted, and it has not reacted since its last turn began; nor did it cast from its
     * grimoire last round, a cast that "takes twice as long as normal" (004 › Grimoire) and so takes this round's
     * action too (the turn's {@code ActionForgone}).
     */
    static boolean actionLeft(Battle b, Combatant c) {
        if (!c.reactionAvailable()) {
            return false;
        }
        Integer read = c.casting().willpower() == null ? null : c.casting().will().readingRound();
        if (read != null && read == b.round() - 1) {
            return false;
        }
        if (c.id().equals(b.turn())) {
            return !b.economy().actionUsed();
        }
        List<String> order = b.order();
        return order.indexOf(c.id()) > order.indexOf(b.turn());
    }
}
