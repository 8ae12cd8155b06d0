package battleledger.kernel.spell;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.AttackEvent.AttackBaned;
import battleledger.kernel.event.AttackEvent.AttackRolled;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.TurnEvent.RollPushed;
import battleledger.kernel.ruleset.MagicRules.SpellHit;
import battleledger.kernel.ruleset.MagicRules.WillpowerCast;
import battleledger.kernel.ruleset.dragonbane.DragonbaneRule;
import battleledger.kernel.ruleset.dragonbane.Grimoire;
import battleledger.kernel.ruleset.dragonbane.LateBane;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Entry;
import battleledger.kernel.state.Harm;
import battleledger.kernel.state.Offer;

import java.util.List;

/**
 * A reaction spell that puts a bane on an attack about to strike the mage or an ally within its range (Protector:
 * its {@code note} in the {@link Grimoire}; 004 › Casting Time: reaction spells "are performed outside your own turn"
 * and "do not replace your regular action"). "About to strike" is an attack that struck home and waits for its
 * target's parry or dodge (a {@code DefenceOffered}, Dragonbane core rules › Parrying and Dodging): only then may it
 * be cast, the battle's wait for that defence notwithstanding; its target is the one the attack struck, the mage
 * itself or an ally (a creature of the mage's side), within range (004 › Range); it costs its WP and is rolled as any
 * cast. When it takes effect the attacker rolls one more d20 and keeps the worse ({@link LateBane}): an attack that
 * now misses withdraws the offer and does no harm; one that still hits waits for the defence as before.
 */
public final class AwaitedAttacks {

    private AwaitedAttacks() {
    }

    /**
     * The cast aimed at the target of the attack that waits for its defence (the first awaited, when no target is
     * named), or a typed refusal before any die: no attack awaits a defence (or none against the named target), what
     * awaits is a spell, or the target is not the mage or an ally. Range and willpower are the cast's own checks.
     */
    static CastSpell aimed(Facts f, Combatant caster, CastSpell c) {
        String spell = Grimoire.spell(c.spell()).name();
        Battle b = f.battle();
        List<Offer> awaited = b.phase() != Battle.Phase.COMBAT ? List.of() : b.offers().stream()
                .filter(o -> o.harm() != null).toList();
        String named = c.targets().isEmpty() ? null : c.targets().get(0);
        Offer offer = awaited.stream().filter(o -> named == null || o.reactor().equals(named)).findFirst()
                .orElse(null);
        if (offer == null) {
            throw RuleViolation.conflict("no-attack-awaits-defence", DragonbaneRule.CASTING_SPELLS, spell
                    + " answers an attack that struck home and awaits its target's parry or dodge; no attack "
                    + (named == null ? "does now" : "against " + named + " does now") + " (its description)");
        }
        if (!Harm.ATTACK.equals(offer.harm().kind())) {
            throw RuleViolation.conflict("not-an-attack", DragonbaneRule.CASTING_SPELLS, spell + " puts a bane on "
                    + "an attack; what awaits " + offer.reactor() + "'s defence is the spell " + offer.harm().source()
                    + ", cast already (its description)");
        }
        if (b.hostile(caster.id(), offer.reactor())) {
            throw RuleViolation.conflict("not-an-ally", DragonbaneRule.CASTING_SPELLS, spell + " protects the mage "
                    + "or an ally; " + offer.reactor() + " fights on another side than " + caster.id()
                    + " (its description)");
        }
        if (named != null) {
            return c;
        }
        return new CastSpell(c.actor(), c.spell(), c.level(), c.mode(), List.of(offer.reactor()), c.point(),
                c.situation(), c.ritual(), c.holds(), c.power(), c.powerFromBody(), c.exempt(), c.fromGrimoire(),
                c.dragonChoice(), c.bluff());
    }

    /**
     * The bane of a cast that took effect on the attack awaiting {@code hit}'s target's defence: the attacker's one
     * more d20, recorded with the attack's kept die and what the attack is now; nothing when no attack awaits it any
     * more (a pushed cast that comes too late).
     */
    static Outcome bane(Facts f, String caster, WillpowerCast w, SpellHit hit) {
        Offer offer = f.battle().offers().stream().filter(o -> o.harm() != null
                && Harm.ATTACK.equals(o.harm().kind()) && o.reactor().equals(hit.target())).findFirst().orElse(null);
        Roll attack = offer == null ? null : attackRoll(f, offer);
        if (attack == null) {
            return Outcome.none();
        }
        LateBane.Baned baned = LateBane.onAttack(f.dice(), attack, "bane on the attack with "
                + offer.harm().source(), w.spellName() + " cast by " + caster);
        return Outcome.of(new AttackBaned(f.step(), caster, w.spell(), offer.against(), offer.reactor(),
                offer.harm().source(), baned.attackDie(), baned.roll(), baned.hit(), baned.dragon(),
                DragonbaneRule.BOONS_AND_BANES.citation()));
    }

    /**
     * The attack roll as it stands now: the last bane put on it, else the roll that struck home (pushed, or as rolled).
     * Nothing else is played while the defence is awaited, so the attacker's last such roll is this attack's.
     */
    static Roll attackRoll(Facts f, Offer offer) {
        List<Entry> entries = f.state().history().entries();
        for (int i = entries.size() - 1; i >= 0; i--) {
            List<EncounterEvent> events = entries.get(i).events();
            for (int j = events.size() - 1; j >= 0; j--) {
                EncounterEvent e = events.get(j);
                if (e instanceof AttackBaned a && a.attacker().equals(offer.against())
                        && a.target().equals(offer.reactor())) {
                    return a.roll();
                }
                if (e instanceof AttackRolled a && a.attacker().equals(offer.against())
                        && a.target().equals(offer.reactor())) {
                    return a.roll();
                }
                if (e instanceof RollPushed p && p.actor().equals(offer.against())) {
                    return p.roll();
                }
            }
        }
        return null;
    }
}
