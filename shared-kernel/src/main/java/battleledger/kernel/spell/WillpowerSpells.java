package battleledger.kernel.spell;

import battleledger.kernel.battlefield.Battlefield;
import battleledger.kernel.combat.Acting;
import battleledger.kernel.combat.Damage;
import battleledger.kernel.combat.Turns;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.decision.Decision;
import battleledger.kernel.event.SpellEvent.SpellCastWithWillpower;
import battleledger.kernel.event.SpellEvent.WillpowerDrained;
import battleledger.kernel.ruleset.Ruleset.SpellHit;
import battleledger.kernel.ruleset.Ruleset.SpellTarget;
import battleledger.kernel.ruleset.Ruleset.WillpowerAsk;
import battleledger.kernel.ruleset.Ruleset.WillpowerCast;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;

import java.util.ArrayList;
import java.util.List;

/**
 * A spell paid in willpower, for a ruleset that {@linkplain battleledger.kernel.ruleset.Ruleset#castsWithWillpower
 * casts so} (004 › Casting Spells): the battle says where the targets are and whether the caster has its action; the
 * ruleset checks and rolls; this records the cast (every roll, the WP) and applies its effects through the shared
 * damage and healing rules, then the damage the body takes for power drawn from it.
 * <p>
 * Seam for reactions: a spell that can be dodged ({@code Spell.defences}) is not yet offered to its targets as a
 * dodge; the dodge and parry reactions belong to the shared reaction rules (hfight's branch).
 */
public final class WillpowerSpells {

    /** A square of the shared grid is 5 feet; Dragonbane counts it as 2 meters (Dragonbane core rules › Movement). */
    static final int METERS_PER_SQUARE = 2;
    static final int FEET_PER_SQUARE = 5;

    private WillpowerSpells() {
    }

    public static void cast(Decision d, CastSpell c) {
        Battle b = d.battle();
        Combatant caster = d.combatant(c.actor(), "actor");
        Turns.requireSender(d, c.actor());
        Acting.ableToAct(caster, "cast a spell");
        boolean inCombat = b.phase() == Battle.Phase.COMBAT;
        if (inCombat) {
            Acting.noReactionAwaited(d);
        }
        boolean actionAvailable = !inCombat || c.actor().equals(b.turn()) && !b.economy().actionUsed();
        List<SpellTarget> targets = new ArrayList<>();
        for (String id : c.targets()) {
            d.combatant(id, "targets");
            targets.add(new SpellTarget(id, meters(b, c, id)));
        }
        WillpowerCast w = d.ruleset().castWithWillpower(d.dice(), caster, new WillpowerAsk(c, targets, inCombat,
                actionAvailable));
        int wpBefore = Math.max(0, (caster.stats().wp() == null ? 0 : caster.stats().wp())
                - caster.casting().will().spent());
        d.emit(new battleledger.kernel.event.IntentEvent.WillpowerSpellChosen(d.step(), d.by(), c.actor(), c.spell(),
                c.power(), c.powerFromBody(), c.targets(), c.exempt(), c.fromGrimoire(), c.dragonChoice(),
                c.situation()));
        d.emit(new SpellCastWithWillpower(d.step(), c.actor(), w.spell(), w.power(), c.powerFromBody(), w.bodyRoll(),
                w.wpGained(), w.castingRoll(), w.cast(), w.succeeded(), w.dragonChoice(), w.cost(), w.wpSpent(),
                wpBefore, w.wpAfter(), w.hits().stream().map(h -> new SpellCastWithWillpower.WillpowerHit(h.target(),
                h.kind(), h.amount(), h.detail())).toList(), w.rolls(), w.usesAction() && inCombat,
                w.concentrating(), w.mishapPossible(), w.castAgain(), w.exempt(), w.ingredientConsumed(), w.rule()));
        for (SpellHit h : w.hits()) {
            apply(d, c.actor(), w, h);
        }
        WillpowerDurations.start(d, c.actor(), w, c.targets()); // 004 › Duration: round, stretch or shift
        if (w.bodyDamage() > 0) {
            // 004 › Power from the Body: "you suffer the same amount of damage ... after the spell"
            Damage.deal(d, c.actor(), new Damage.Blow("power from the body", null, null, w.bodyDamage(), false,
                    true));
        }
    }

    private static void apply(Decision d, String caster, WillpowerCast w, SpellHit h) {
        Combatant target = h.target() == null ? null : d.battle().combatant(h.target());
        if (target == null) {
            return;
        }
        switch (h.kind()) {
            case "damage" -> Damage.deal(d, h.target(), new Damage.Blow(caster, "magic", null, h.amount(), false,
                    true));
            case "heal" -> Damage.heal(d, h.target(), caster, null, h.amount());
            case "condition" -> WillpowerConditions.impose(d, caster, w, h); // resisted with WIL or imposed
            case "drain-wp" -> {
                int max = target.stats().wp() == null ? 0 : target.stats().wp();
                int before = Math.max(0, max - target.casting().will().spent());
                d.emit(new WillpowerDrained(d.step(), h.target(), caster, w.spell(), h.amount(), before,
                        Math.max(0, before - h.amount())));
            }
            default -> {
                // a condition or a change to a pending action is recorded on the cast; see the class comment
            }
        }
    }

    /**
     * Meters from the caster to a target: on the grid, 2 m a square between their spaces; without one, the distance
     * the command's situation gives (in meters for a willpower cast), else 0 (within reach).
     */
    static int meters(Battle b, CastSpell c, String target) {
        if (Battlefield.gridded(b) && b.combatant(c.actor()).stats().position() != null
                && b.combatant(target).stats().position() != null) {
            return Battlefield.distance(b, c.actor(), target) / FEET_PER_SQUARE * METERS_PER_SQUARE;
        }
        Integer given = c.situation() == null ? null : c.situation().distance();
        return given == null ? 0 : given;
    }
}
