package battleledger.kernel.spell;

import battleledger.kernel.magic.SpellBook;
import battleledger.kernel.magic.ActiveEffects;
import battleledger.kernel.magic.SpellEffect;
import battleledger.kernel.magic.SpellData;
import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.SpellEvent.DamageRolled;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.state.ActiveEffect;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Pending;

import battleledger.kernel.battlefield.Battlefield;
import battleledger.kernel.event.SpellEvent.EffectMoved;
import battleledger.kernel.grid.Cell;
import battleledger.kernel.grid.Grid;
import battleledger.kernel.model.Spot;
import battleledger.kernel.state.Battle;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Emanations and spreads that act on those inside them: a creature starting its turn inside a damaging cloud
 * (cloudkill) saves or takes its damage. Without a grid the creatures inside are those the caster named.
 */
public final class Zones {

    private Zones() {
    }

    public static Outcome startOfTurn(Facts f, String actor) {
        return Outcome.each(List.copyOf(f.battle().effects()), (g, e) -> act(g, e, actor));
    }

    /** A damaging zone acts on the creature starting its turn inside it (looked at as the zones before it left it). */
    private static Outcome act(Facts f, ActiveEffect e, String actor) {
        SpellEffect.Zone zone = ActiveEffects.zone(e);
        Combatant caster = f.battle().combatant(e.caster());
        if (zone == null || zone.damage() == null || e.deferred() || !inside(f.battle(), e, actor) || caster == null
                || f.battle().effect(e.id()) == null) {
            return Outcome.none();
        }
        SpellData spell = SpellBook.find(e.spell());
        Pending as = new Pending(e.id(), e.caster(), Pending.Kind.SPELL, e.spell(), e.level(), e.mode(),
                List.of(actor), null, null, null, false, false, null, false, null, Pending.Cost.HELD, null);
        Roll roll = f.roll(e.caster(), "damage", SpellPieces.upcast(zone.damage().dice(),
                zone.damage().perSlotLevel(), e.level() - spell.level()), List.of(), Playtest.DAMAGE_ROLLS);
        SpellEffect.Damage damage = zone.damage();
        return Outcome.of(new DamageRolled(f.step(), e.id(), e.caster(), List.of(roll))).then(g -> {
            if (damage.save() == null) {
                return SpellPieces.hurt(g, as, actor, damage.type(), roll, false, damage);
            }
            SpellPieces.Judged save = SpellPieces.save(g, as, spell, caster, actor, damage.save().ability());
            return save.events().then(h -> SpellPieces.hurt(h, as, actor, damage.type(), roll, save.success(), damage));
        });
    }

    /**
     * Whether a creature is inside a zone. Without a grid, the creatures the caster named and the one it is centred
     * on. On a grid, those whose space is within its radius of the creature it is centred on (an emanation from that
     * creature's space), or in its area around the spot it was cast at.
     */
    public static boolean inside(Battle b, ActiveEffect e, String id) {
        if (!Battlefield.gridded(b) || e.point() == null) {
            return e.on(id);
        }
        List<Cell> space = Battlefield.space(b, id);
        if (space.isEmpty()) {
            return false;
        }
        Combatant centre = e.centre() == null ? null : b.combatant(e.centre());
        if (centre != null && ActiveEffects.zone(e) != null) { // an emanation from the centre's space
            Grid g = Battlefield.grid(b);
            List<Cell> where = g.space(Cell.of(e.point().x(), e.point().y()), centre.stats().size());
            return g.distanceFeet(where, space) <= ActiveEffects.zone(e).radiusFeet();
        }
        return cells(b, e).stream().anyMatch(space::contains);
    }

    /** The cells a zone covers on the grid now (none without a grid). */
    public static List<Cell> cells(Battle b, ActiveEffect e) {
        SpellEffect.Zone zone = ActiveEffects.zone(e);
        if (!Battlefield.gridded(b) || e.point() == null || zone == null) {
            return List.of();
        }
        Grid g = Battlefield.grid(b);
        if (e.centre() == null || b.combatant(e.centre()) == null) {
            return Placement.zoneArea(b, SpellBook.find(e.spell()), e.point()).cells();
        }
        List<Cell> where = g.space(Cell.of(e.point().x(), e.point().y()), b.combatant(e.centre()).stats().size());
        Set<Cell> walls = Battlefield.cells(b.field().walls());
        int r = zone.radiusFeet() / 5 + 4;
        List<Cell> out = new ArrayList<>();
        for (int y = e.point().y() - r; y <= e.point().y() + r; y++) {
            for (int x = e.point().x() - r; x <= e.point().x() + r; x++) {
                Cell c = Cell.of(x, y);
                if (!walls.contains(c) && g.distanceFeet(where, List.of(c)) <= zone.radiusFeet()) {
                    out.add(c);
                }
            }
        }
        return out;
    }

    /**
     * A zone centred on a creature follows it on the grid; "Effect spreads or emanations ... whose center would move
     * during the sequence wait until the sequence is over to act" (002 › Sequences), so not while one is open.
     */
    static Outcome follow(Facts f) {
        Battle b = f.battle();
        if (!Battlefield.gridded(b) || b.sequence() != null) {
            return Outcome.none();
        }
        List<EffectMoved> moved = new ArrayList<>();
        for (ActiveEffect e : b.effects()) {
            Combatant centre = e.centre() == null ? null : b.combatant(e.centre());
            if (e.point() == null || centre == null || centre.stats().position() == null || ActiveEffects.zone(e) == null) {
                continue;
            }
            Spot now = new Spot(centre.stats().position().x(), centre.stats().position().y());
            if (now.x() != e.point().x() || now.y() != e.point().y()) {
                moved.add(new EffectMoved(f.step(), e.id(), now));
            }
        }
        return Outcome.of(moved);
    }

    /** Where a new zone is on the grid: the spot cast at, or the anchor of the creature it is centred on. */
    static Spot placed(Battle b, Pending p, String centre) {
        if (!Battlefield.gridded(b)) {
            return null;
        }
        if (centre != null && b.combatant(centre) != null && b.combatant(centre).stats().position() != null) {
            var at = b.combatant(centre).stats().position();
            return new Spot(at.x(), at.y());
        }
        return p.point();
    }
}
