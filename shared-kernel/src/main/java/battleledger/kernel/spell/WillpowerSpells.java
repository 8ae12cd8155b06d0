package battleledger.kernel.spell;

import battleledger.kernel.battlefield.Battlefield;
import battleledger.kernel.combat.Acting;
import battleledger.kernel.combat.Damage;
import battleledger.kernel.combat.Defences;
import battleledger.kernel.combat.Turns;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.event.DragonbaneIntent.WillpowerSpellChosen;
import battleledger.kernel.event.SpellEvent.RitualTimeSpent;
import battleledger.kernel.event.SpellEvent.SpellResisted;
import battleledger.kernel.event.SpellEvent.SpellCastWithWillpower;
import battleledger.kernel.event.SpellEvent.WillpowerDrained;
import battleledger.kernel.grid.Cell;
import battleledger.kernel.ruleset.MagicRules.SpellHit;
import battleledger.kernel.ruleset.MagicRules.SpellTarget;
import battleledger.kernel.ruleset.WillpowerArea;
import battleledger.kernel.ruleset.MagicRules.WillpowerAsk;
import battleledger.kernel.ruleset.MagicRules.WillpowerCast;
import battleledger.kernel.ruleset.dragonbane.LateBane;
import battleledger.kernel.ruleset.dragonbane.MageStudy;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Harm;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A spell paid in willpower, for a ruleset that {@linkplain battleledger.kernel.ruleset.MagicRules#castsWithWillpower
 * casts so} (004 › Casting Spells): the battle says where the targets are and whether the caster has its action; the
 * ruleset checks and rolls; this records the cast (every roll, the WP) and applies its effects through the shared
 * damage and healing rules, then the damage the body takes for power drawn from it.
 * <p>
 * A spell's damage is offered to each target's defence before it lands ({@link Defences}): an area spell's as a
 * dodge (004 › Area of Effect), a single target's as the parry and/or dodge its data allows (004 › Rolling a
 * Dragon); a target that cannot defend (a monster, one that cannot act) takes it at once. A reaction spell that puts
 * a bane on an attack (Protector) is cast while such an attack awaits its defence, and only then
 * ({@link AwaitedAttacks}).
 */
public final class WillpowerSpells {

    /** A square of the shared grid is 5 feet; Dragonbane counts it as 2 meters (Dragonbane core rules › Movement). */
    static final int METERS_PER_SQUARE = 2;
    static final int FEET_PER_SQUARE = 5;
    /** The bane on a cast made at once after a Dragon's "again" (004 › Rolling a Dragon). */
    public static final String AGAIN_BANE = "cast at once after a Dragon (004 › Rolling a Dragon)";

    private WillpowerSpells() {
    }

    public static Outcome cast(Facts f, CastSpell c) {
        Combatant caster = f.combatant(c.actor(), "actor");
        Turns.requireSender(f, c.actor());
        Acting.ableToAct(caster, "cast a spell");
        if (LateBane.banesAnAttack(c.spell())) {
            // Protector answers the very wait for a defence that stops every other cast (AwaitedAttacks)
            return castAllowed(f, AwaitedAttacks.aimed(f, caster, c));
        }
        if (f.battle().phase() == Battle.Phase.COMBAT) {
            Acting.noReactionAwaited(f);
        }
        return castAllowed(f, c);
    }

    /** The cast, once its guards let it: the ruleset checks and rolls it, and it is recorded. */
    private static Outcome castAllowed(Facts f, CastSpell c) {
        Battle b = f.battle();
        Combatant caster = f.combatant(c.actor(), "actor");
        boolean inCombat = b.phase() == Battle.Phase.COMBAT;
        // 004 › Rolling a Dragon: after "again" the mage "can immediately cast another spell, but get a bane on the
        // roll" — at once, without the action the first cast used
        boolean atOnce = caster.casting().willpower() != null && caster.casting().will().againAt() != null;
        boolean actionAvailable = atOnce || !inCombat || c.actor().equals(b.turn()) && !b.economy().actionUsed();
        List<SpellTarget> targets = targets(f, caster, c);
        WillpowerCast w = f.ruleset().castWithWillpower(f.dice(), caster, new WillpowerAsk(c, targets, inCombat,
                actionAvailable, atOnce ? List.of(AGAIN_BANE) : List.of(), inCombat && c.actor().equals(b.turn())));
        int wpBefore = Math.max(0, (caster.stats().wp() == null ? 0 : caster.stats().wp())
                - caster.casting().will().spent());
        return Outcome.of(new WillpowerSpellChosen(f.step(), f.by(), c.actor(), c.spell(), c.power(),
                c.powerFromBody(), c.targets(), c.exempt(), c.fromGrimoire(), c.dragonChoice(), c.situation(),
                c.point())).then(g -> record(g, c, w, inCombat, wpBefore, null));
    }

    /** The battle's ask of a willpower cast: the targets, each with its distance, or those in the area on a grid. */
    static List<SpellTarget> targets(Facts f, Combatant caster, CastSpell c) {
        List<SpellTarget> targets = new ArrayList<>();
        for (String id : c.targets()) {
            f.combatant(id, "targets");
            targets.add(new SpellTarget(id, meters(f.battle(), c, id)));
        }
        List<SpellTarget> inArea = onGrid(f, caster, c);
        return inArea != null ? inArea : targets;
    }

    /**
     * Records a cast (or a failed cast pushed: {@code pushedFrom}, the step of the failure, its roll made again
     * recorded by the push's {@code RollPushed}, never twice) and applies what it does: its effects, its duration, a
     * ritual's time, and the body's damage for power drawn from it.
     */
    static Outcome record(Facts f, CastSpell c, WillpowerCast w, boolean inCombat, int wpBefore, Integer pushedFrom) {
        Outcome out = Outcome.of(new SpellCastWithWillpower(f.step(), c.actor(), w.spell(), w.power(),
                pushedFrom == null ? c.powerFromBody() : null, w.bodyRoll(), w.wpGained(),
                pushedFrom == null ? w.castingRoll() : null, w.cast(), w.succeeded(), w.dragonChoice(), w.cost(),
                w.wpSpent(), wpBefore, w.wpAfter(), w.hits().stream().map(h -> new SpellCastWithWillpower.WillpowerHit(h.target(),
                h.kind(), h.amount(), h.detail())).toList(), w.rolls(), w.usesAction() && inCombat,
                w.concentrating(), w.mishapPossible(), w.castAgain(), w.exempt(), w.ingredientConsumed(), w.rule(),
                pushedFrom));
        out = out.and(Outcome.each(w.hits(), (h, hit) -> apply(h, c.actor(), w, hit)))
                .then(g -> WillpowerDurations.start(g, c.actor(), w, c.targets())); // 004 › Duration: round, stretch or shift
        long ritual = inCombat ? 0 : MageStudy.ritualSeconds(w.spell(), Boolean.TRUE.equals(c.fromGrimoire()));
        if (ritual > 0 && pushedFrom == null) { // 004 › Casting Time: a ritual of a stretch or a shift
            out = out.and(new RitualTimeSpent(f.step(), c.actor(), w.spell(), ritual));
        }
        if (w.bodyDamage() > 0) {
            // 004 › Power from the Body: "you also take the same amount of damage ... The damage is applied after
            // the spell is cast"
            out = out.then(g -> Damage.deal(g, c.actor(), new Damage.Blow("power from the body", null, null,
                    w.bodyDamage(), false, true)));
        }
        return out;
    }

    private static Outcome apply(Facts f, String caster, WillpowerCast w, SpellHit h) {
        Combatant target = h.target() == null ? null : f.battle().combatant(h.target());
        if (target == null) {
            return Outcome.none();
        }
        return switch (h.kind()) {
            // offered to the defence before it lands: an area spell dodged, not parried (004 › Area of Effect),
            // a single-target one parried or dodged as its data allows (004 › Rolling a Dragon)
            case "damage" -> w.dodge() == null ? strike(f, caster, h) : defended(caster, w, h);
            case "heal" -> Damage.heal(f, h.target(), caster, null, h.amount());
            case "condition" -> WillpowerConditions.impose(f, caster, w, h); // resisted with WIL or imposed
            case "drain-wp" -> drain(f, caster, w, h, target);
            // a bane on the attack about to strike the target, awaiting its defence (Protector: AwaitedAttacks)
            case "modify-pending" -> AwaitedAttacks.bane(f, caster, w, h);
            default -> Outcome.none();
        };
    }

    private static Outcome strike(Facts f, String caster, SpellHit h) {
        return Damage.deal(f, h.target(), new Damage.Blow(caster, "magic", null, h.amount(), false, true));
    }

    /** The damage offered to the target's defence, landing at once when it is not. */
    private static Outcome defended(String caster, WillpowerCast w, SpellHit h) {
        return Outcome.next(g -> {
            var offered = Defences.offered(g, h.target(), caster, new Harm(Harm.SPELL, w.spell(), w.dodge().dragon(),
                    w.dodge().parry(), null, h.amount()), w.dodge().rule());
            return offered != null ? Outcome.of(offered) : strike(g, caster, h);
        });
    }

    /** Mind Drain's data: the target resists with WIL (the spell's note), or loses the WP. */
    private static Outcome drain(Facts f, String caster, WillpowerCast w, SpellHit h, Combatant target) {
        SpellResisted resist = WillpowerConditions.resist(f, caster, w, target, null);
        Outcome out = resist == null ? Outcome.none() : Outcome.of(resist);
        if (resist != null && resist.resisted()) {
            return out;
        }
        int max = target.stats().wp() == null ? 0 : target.stats().wp();
        int before = Math.max(0, max - target.casting().will().spent());
        return out.and(new WillpowerDrained(f.step(), h.target(), caster, w.spell(), h.amount(), before,
                Math.max(0, before - h.amount())));
    }

    /**
     * On a grid, who stands in the area of an area spell (003's half-a-square rule, or the encounter's area method,
     * walls stopping it): the ruleset finds them from every creature's cell; null for a spell without an area, or
     * when there is no grid or the caster has no place on it (then the named targets are the ones struck).
     */
    static List<SpellTarget> onGrid(Facts f, Combatant caster, CastSpell c) {
        Battle b = f.battle();
        if (!Battlefield.gridded(b) || caster.stats().position() == null) {
            return null;
        }
        Map<String, List<Cell>> creatures = new LinkedHashMap<>();
        for (Combatant other : b.combatants().values()) {
            if (!other.id().equals(caster.id()) && !other.dead() && !other.away()
                    && other.stats().position() != null) {
                creatures.put(other.id(), Battlefield.space(b, other));
            }
        }
        Cell aim = null;
        if (c.point() != null) {
            aim = Cell.of(c.point().x(), c.point().y());
        } else if (!c.targets().isEmpty() && creatures.containsKey(c.targets().get(0))) {
            aim = Cell.of(b.combatant(c.targets().get(0)).stats().position());
        }
        return f.ruleset().willpowerAreaTargets(new WillpowerArea(Battlefield.grid(b), c.spell(), caster.id(),
                Cell.of(caster.stats().position()), aim, creatures, Battlefield.walls(b), b.field().areaMethod(),
                c.targets()));
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
        Integer given = battleledger.kernel.battlefield.Sightings.said(c.situation()).distance();
        return given == null ? 0 : given;
    }
}
